/**
 * The console's words for its content screens (reviews, video comments, videos), merged into the console's own
 * words by providers/i18n.ts.
 */
export const contentEn = {
  console: {
    moderation: { visible: 'Shown', hidden: 'Hidden', deleted: 'Deleted by the member', hide: 'Hide', restore: 'Show again' },
    review: {
      hide: 'Hide review',
      reason: 'Reason',
      reasonHelp: 'Kept in the audit log; the review leaves the goods page and its rating at once.',
      stars: '%{n} of 5 stars',
      followUp: 'Follow-up',
      search: 'Words in the review',
      goodsName: 'Goods name',
      goodsId: 'Goods number (ID)',
      pictures: 'Pictures',
      withPictures: 'With pictures',
      withoutPictures: 'Without pictures',
      picture: 'Picture %{n}',
    },
    comment: {
      replyTo: 'Reply to comment #%{parent}',
      videoTitle: 'Video title',
      videoId: 'Video number (ID)',
      hide: 'Hide comment',
      reasonHelp: 'Kept with the comment and in the audit log; the comment and its replies leave the video at once.',
    },
    reply: {
      write: 'Reply',
      edit: 'Edit reply',
      content: "Shop's reply",
      label: "Shop's reply",
      help: "Shown to every shopper under the member's words, labelled as the shop's reply. Plain text, up to 500 characters.",
    },
    video: {
      draft: 'Draft',
      published: 'Published',
      publish: 'Publish',
      unpublish: 'Take down',
      poster: 'Poster',
      file: 'Video file (MP4, H.264 with AAC sound, made for the web)',
      posterFile: 'Poster (JPG, PNG or WebP; optional, cropped to 16:9)',
      newPoster: 'New poster (JPG, PNG or WebP, cropped to 16:9; members see it as soon as you save)',
      chooseFile: 'Choose a file',
      replaceFile: 'Choose another file',
      uploading: 'Uploading',
      seconds: '%{n} s',
      texts: 'Title and description',
      textsHelp: 'At least one language; members reading another language see English, then Chinese.',
      title: 'Title',
      description: 'Description',
      goodsHelp: 'Goods on sale shown under the video, in this order',
    },
  },
  resources: {
    reviews: {
      name: 'Review |||| Reviews',
      fields: { createdAt: 'Written', goodsId: 'Goods', account: 'Member', score: 'Stars', content: 'Review', status: 'State' },
    },
    comments: {
      name: 'Video comment |||| Video comments',
      fields: { createdAt: 'Written', videoId: 'Video', account: 'Member', content: 'Comment', status: 'State' },
    },
    videos: {
      name: 'Video |||| Videos',
      fields: { title: 'Title', status: 'State', duration: 'Length', views: 'Views', comments: 'Comments', goodsIds: 'Goods' },
    },
  },
};

export const contentZh: typeof contentEn = {
  console: {
    moderation: { visible: '显示中', hidden: '已隐藏', deleted: '会员已删除', hide: '隐藏', restore: '恢复显示' },
    review: {
      hide: '隐藏评价',
      reason: '原因',
      reasonHelp: '记入操作日志；评价会立即从商品页和评分中移除。',
      stars: '%{n} 星（满分 5 星）',
      followUp: '追评',
      search: '评价内容包含',
      goodsName: '商品名称',
      goodsId: '商品编号（ID）',
      pictures: '图片',
      withPictures: '有图',
      withoutPictures: '无图',
      picture: '第 %{n} 张图片',
    },
    comment: {
      replyTo: '回复评论 #%{parent}',
      videoTitle: '视频标题',
      videoId: '视频编号（ID）',
      hide: '隐藏评论',
      reasonHelp: '与评论一起保存并记入操作日志；评论及其回复会立即从视频页消失。',
    },
    reply: {
      write: '回复',
      edit: '修改回复',
      content: '商家回复',
      label: '商家回复',
      help: '以“商家回复”的名义显示在会员内容下方，所有顾客都能看到。纯文本，最多 500 字。',
    },
    video: {
      draft: '草稿',
      published: '已发布',
      publish: '发布',
      unpublish: '下架',
      poster: '封面',
      file: '视频文件（MP4，H.264 视频与 AAC 音频，适合网页播放）',
      posterFile: '封面图（JPG、PNG 或 WebP，可不传，按 16:9 裁剪）',
      newPoster: '更换封面图（JPG、PNG 或 WebP，按 16:9 裁剪；保存后会员立即看到新封面）',
      chooseFile: '选择文件',
      replaceFile: '重新选择文件',
      uploading: '正在上传',
      seconds: '%{n} 秒',
      texts: '标题与简介',
      textsHelp: '至少填写一种语言；其他语言的会员会依次看到英文、中文。',
      title: '标题',
      description: '简介',
      goodsHelp: '视频下方展示的在售商品，按此顺序',
    },
  },
  resources: {
    reviews: {
      name: '评价',
      fields: { createdAt: '评价时间', goodsId: '商品', account: '会员', score: '星级', content: '评价内容', status: '状态' },
    },
    comments: {
      name: '视频评论',
      fields: { createdAt: '评论时间', videoId: '视频', account: '会员', content: '评论内容', status: '状态' },
    },
    videos: {
      name: '视频',
      fields: { title: '标题', status: '状态', duration: '时长', views: '播放', comments: '评论', goodsIds: '商品' },
    },
  },
};
