import type { ReviewParts } from './types.ts';

/** Vietnamese, with the neutral "mình" shoppers use for themselves. */
export const vi: ReviewParts = {
  gap: ' ',
  openings: {
    5: ['Rất hài lòng, năm sao!', 'Vượt cả mong đợi, mua không hối hận.', 'Hoàn hảo, đúng như mình mong muốn.'],
    4: ['Nhìn chung hài lòng, chỉ có giá hơi cao một chút.', 'Hàng tốt, tiếc là sách hướng dẫn hơi sơ sài.', 'Lúc đầu phải làm quen một chút, giờ thì rất thích.'],
    3: ['Có điểm được và chưa được.', 'Đáng với giá tiền, nhưng không có gì đặc biệt.'],
    2: ['Nói thật là hơi thất vọng.', 'Với giá này mình mong đợi nhiều hơn.'],
    1: ['Rất thất vọng, không khuyên mua.', 'Dùng một lần rồi không muốn dùng nữa.'],
  },
  remarks: {
    massage: {
      good: ['Buổi tối hai đứa mát-xa cho nhau, ai cũng thư giãn hẳn.', 'Mát-xa xong vai nhẹ hẳn, tối đó ngủ rất ngon.', 'Trượt êm trên da, không bị kéo da.', 'Mát-xa ở nhà mà cảm giác như đi spa.'],
      bad: ['Dùng xong không thấy thư giãn hơn là mấy.', 'Dùng hơi bất tiện, mát-xa một lúc là mỏi tay.'],
    },
    lingerie: {
      good: ['Đúng size, mình đặt size thường mặc và vừa in.', 'Vải mềm, mặc sát người vẫn dễ chịu, không bị ngứa.', 'Form đẹp, người yêu khen mãi.', 'Giặt mấy lần rồi không bị xù lông hay co rút.'],
      bad: ['Size hơi nhỏ, nên lấy lớn hơn một size.', 'Vải mỏng hơn trong ảnh.'],
    },
    games: {
      good: ['Hai đứa chơi cả tối, nói được nhiều chuyện bình thường chẳng mấy khi nói.', 'Luật chơi đơn giản, mở hộp là chơi được ngay.', 'Thẻ dày, in đẹp.', 'Buổi hẹn ở nhà vui hơn hẳn ngồi lướt điện thoại.'],
      bad: ['Nội dung hơi ít, chơi hai tối là gần hết thẻ.', 'Vài câu hỏi khá nhạt, chơi mà không khí hơi gượng.'],
    },
    care: {
      good: ['Rất dịu nhẹ, không gây kích ứng chút nào.', 'Không bết dính, không có mùi lạ.', 'Da nhạy cảm dùng vẫn ổn.', 'Dùng một chút là đủ, dùng được lâu.'],
      bad: ['Dùng xong hơi ngứa, chắc không hợp với da mình.', 'Mùi hơi nồng so với mình.'],
    },
    massagers: {
      good: ['Nhiều mức cường độ, từ nhẹ nhàng đến rất mạnh.', 'Chạy rất êm, mức cao nhất cũng không ồn.', 'Sạc một lần dùng được mấy ngày, sạc bằng cổng USB.', 'Dễ dùng, một nút là đổi chế độ.'],
      bad: ['Mức mạnh nhất vẫn hơi yếu.', 'Ồn hơn mình nghĩ nhiều.'],
    },
    bath: {
      good: ['Mùi thơm nhẹ nhàng, sang, không hắc.', 'Mùi thơm lâu, sáng hôm sau vẫn còn thoang thoảng.', 'Dùng xong da mềm, không bị khô.', 'Dùng trước khi ngủ thấy thư giãn, ngủ ngon hơn.'],
      bad: ['Mùi quá nồng với mình.', 'Mùi bay mất chỉ sau vài phút.'],
    },
    gifts: {
      good: ['Hộp quà đẹp lắm, mở hộp ra thôi đã thấy đặc biệt.', 'Mua làm quà kỷ niệm, người ấy thích lắm.', 'Đồ bên trong món nào cũng dùng được, không có món cho có.', 'Cái hộp cũng đẹp, dùng hết rồi để đựng đồ lặt vặt.'],
      bad: ['Hộp đẹp nhưng vài món bên trong chỉ cho có.', 'Ngoài đời nhỏ hơn trong ảnh nhiều, tặng người ta hơi ngại.'],
    },
    accessories: {
      good: ['Rất tiện, ngày nào mình cũng dùng.', 'Làm kỹ hơn mình nghĩ, chi tiết gọn gàng.', 'Đơn giản, dễ dùng, không rườm rà.', 'Để trong phòng ngủ cũng đẹp.'],
      bad: ['Không dùng nhiều như mình nghĩ, giờ nằm trong ngăn kéo.', 'Trông hơi rẻ tiền, mép làm chưa kỹ.'],
    },
  },
  service: {
    good: ['Đóng gói trong hộp trơn, không ghi gì bên ngoài, nhận hàng không ngại chút nào.', 'Đặt hôm nay, hôm sau đã nhận được, giao nhanh thật.', 'Hỏi shop trước khi mua, shop trả lời nhanh và nhiệt tình.'],
    bad: ['Giao hàng cũng chậm, gần một tuần mới tới.', 'Nhắn shop mãi mới được trả lời.'],
  },
  followUp: {
    after: [['Dùng được ba tuần rồi, '], ['Sau một tháng sử dụng, '], ['Sau một tháng rưỡi, '], ['Dùng gần hai tháng rồi, ']],
    good: ['vẫn tốt như ngày đầu.', 'càng dùng càng thích, đã đặt thêm một cái.', 'vẫn bền, đã giới thiệu cho bạn bè.'],
    mixed: ['cảm nhận vẫn vậy: dùng được, nhưng chắc không mua lại.', 'quen rồi, nhưng nhược điểm vẫn còn.'],
    bad: ['shop đã gửi hàng đổi, cái mới dùng bình thường, cảm ơn shop.', 'vẫn không khá hơn, giờ gần như bỏ xó.'],
  },
  fiveStarWords: ['năm sao', '5 sao', 'hoàn hảo', '10 điểm'],
  followUpLabels: ['Cập nhật', 'Bổ sung', 'Update', 'Đánh giá thêm'],
};
