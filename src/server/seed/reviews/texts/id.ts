import type { ReviewParts } from './types.ts';

/** Indonesian, in the casual tone of marketplace reviews. */
export const id: ReviewParts = {
  gap: ' ',
  openings: {
    5: ['Puas banget, bintang 5!', 'Melebihi ekspektasi, sama sekali tidak menyesal beli.', 'Sempurna, persis seperti yang saya harapkan.'],
    4: ['Secara keseluruhan puas, cuma harganya agak mahal.', 'Barangnya bagus, sayang buku petunjuknya terlalu singkat.', 'Awalnya perlu waktu untuk terbiasa, sekarang malah jadi favorit.'],
    3: ['Ada plus minusnya.', 'Lumayan untuk harganya, tapi biasa saja.'],
    2: ['Jujur agak kecewa.', 'Dengan harga segini, saya berharap lebih.'],
    1: ['Kecewa banget, tidak saya rekomendasikan.', 'Sekali pakai langsung tidak mau pakai lagi.'],
  },
  remarks: {
    massage: {
      good: ['Kami saling pijat malam hari dan sama-sama jadi rileks banget.', 'Setelah dipijat, bahu terasa jauh lebih ringan dan tidur jadi nyenyak.', 'Licin di kulit dan tidak bikin kulit tertarik.', 'Pijat di rumah jadi berasa seperti di spa.'],
      bad: ['Setelah dipakai tidak terasa lebih rileks.', 'Kurang nyaman dipakai, tangan cepat pegal.'],
    },
    lingerie: {
      good: ['Ukurannya pas, pesan ukuran biasa dan langsung cocok.', 'Bahannya lembut dan nyaman di kulit, tidak gatal sama sekali.', 'Modelnya cantik, pasangan saya suka sekali.', 'Sudah dicuci beberapa kali, tidak berbulu dan tidak menyusut.'],
      bad: ['Ukurannya kecil, sebaiknya ambil satu ukuran lebih besar.', 'Bahannya lebih tipis dari yang terlihat di foto.'],
    },
    games: {
      good: ['Kami main semalaman dan jadi ngobrol banyak hal yang biasanya tidak dibahas.', 'Aturannya simpel, langsung bisa main dalam beberapa menit.', 'Kartunya tebal dan cetakannya bagus.', 'Kencan di rumah jadi jauh lebih seru daripada main HP.'],
      bad: ['Isinya sedikit, dua malam main sudah hampir semua kartu keluar.', 'Beberapa pertanyaannya membosankan dan bikin suasana canggung.'],
    },
    care: {
      good: ['Lembut sekali, tidak bikin iritasi.', 'Tidak lengket dan tidak ada bau aneh.', 'Kulit saya sensitif tapi aman-aman saja.', 'Pakai sedikit saja sudah cukup, jadi awet.'],
      bad: ['Agak gatal setelah dipakai, sepertinya kurang cocok di kulit saya.', 'Baunya lebih kuat dari yang saya suka.'],
    },
    massagers: {
      good: ['Level kekuatannya banyak, dari yang lembut sampai kuat sekali.', 'Suaranya halus sekali, bahkan di level paling tinggi.', 'Sekali cas bisa dipakai berhari-hari, ngecasnya pakai USB.', 'Gampang dipakai, ganti mode cukup satu tombol.'],
      bad: ['Level paling kuat pun masih kurang terasa.', 'Suaranya jauh lebih berisik dari yang saya kira.'],
    },
    bath: {
      good: ['Wanginya lembut dan mewah, tidak menyengat.', 'Wanginya tahan lama, besok paginya masih tercium.', 'Kulit jadi lembut setelah dipakai, tidak kering.', 'Dipakai sebelum tidur bikin rileks dan tidur lebih nyenyak.'],
      bad: ['Wanginya terlalu menyengat buat saya.', 'Wanginya sudah hilang dalam beberapa menit.'],
    },
    gifts: {
      good: ['Kemasannya cantik sekali, buka kotaknya saja sudah terasa spesial.', 'Saya kasih sebagai kado anniversary dan dia senang sekali.', 'Semua isinya benar-benar berguna, tidak ada yang cuma pelengkap.', 'Kotaknya juga bagus, sekarang saya pakai untuk menyimpan barang kecil.'],
      bad: ['Kotaknya bagus, tapi sebagian isinya cuma pelengkap.', 'Aslinya jauh lebih kecil dari foto, kurang pantas untuk kado.'],
    },
    accessories: {
      good: ['Praktis sekali, saya pakai setiap hari.', 'Buatannya lebih rapi dari yang saya kira, detailnya bagus.', 'Simpel dan gampang dipakai, tidak ribet.', 'Ditaruh di kamar tidur juga cantik.'],
      bad: ['Ternyata tidak sepraktis yang saya kira, akhirnya cuma disimpan di laci.', 'Kelihatan murahan dan pinggirannya kasar.'],
    },
  },
  service: {
    good: ['Dikirim dengan kardus polos tanpa keterangan isi, jadi tidak canggung waktu terima paket.', 'Pesan hari ini, besoknya sudah sampai. Pengiriman cepat sekali.', 'Sebelum beli saya tanya-tanya dulu, penjual membalas dengan cepat dan ramah.'],
    bad: ['Pengirimannya juga lama, hampir seminggu.', 'Chat ke penjual lama sekali baru dibalas.'],
  },
  followUp: {
    after: [['Sudah tiga minggu dipakai, '], ['Setelah sebulan pemakaian, '], ['Setelah satu setengah bulan, '], ['Hampir dua bulan dipakai, ']],
    good: ['masih sama bagusnya seperti hari pertama.', 'makin suka, sudah pesan satu lagi.', 'masih awet dan sudah saya rekomendasikan ke teman.'],
    mixed: ['kesannya masih sama: bisa dipakai, tapi tidak akan beli lagi.', 'sudah terbiasa, tapi kekurangannya tetap ada.'],
    bad: ['penjual mengirim barang pengganti dan yang baru berfungsi dengan baik, terima kasih.', 'tidak ada perubahan, sekarang lebih sering tidak dipakai.'],
  },
  fiveStarWords: ['bintang 5', 'bintang lima', 'sempurna'],
  followUpLabels: ['Update', 'Tambahan', 'Review ulang', 'Edit'],
};
