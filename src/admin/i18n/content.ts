/**
 * The console's words for its content screens (reviews, video comments), merged into the console's own
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
      pictures: 'Pictures',
      withPictures: 'With pictures',
      withoutPictures: 'Without pictures',
      picture: 'Picture %{n}',
    },
    comment: { replyIn: '#%{video}, reply to #%{parent}' },
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
      pictures: '图片',
      withPictures: '有图',
      withoutPictures: '无图',
      picture: '第 %{n} 张图片',
    },
    comment: { replyIn: '#%{video}，回复 #%{parent}' },
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
  },
};
