/** The console's words for its category, brand and banner screens, merged by providers/i18n.ts. */
export const catalogueEn = {
  console: {
    catalogue: {
      icon: 'Icon',
      logo: 'Logo',
      banner: 'Banner picture (made into 1200 × 360)',
      removePicture: 'Remove the picture',
      names: 'Names',
      namesHelp: 'Chinese is required; shoppers reading a language left empty see English, then Chinese.',
      name: 'Name',
      story: 'Brand story',
      bannerTexts: 'Title and subtitle',
      bannerTitle: 'Title',
      subtitle: 'Subtitle',
      topLevel: 'None (top level)',
      sortHelp: 'Smaller numbers come first',
      linkHelp: 'A page of the shop, such as /goods/list?sort=latest or /goods/details?id=12',
      hiddenHelp: 'Hidden: left out of the shop\'s menus and filters; its goods stay on sale',
      deleted: 'Deleted',
      deleteTitle: 'Delete this record?',
      deleteContent: 'Only one that no goods use can be deleted; one in use can be hidden instead.',
    },
  },
  resources: {
    categories: { name: 'Category |||| Categories', fields: { name: 'Name', parentId: 'Parent category', sort: 'Order', hidden: 'Hidden' } },
    brands: { name: 'Brand |||| Brands', fields: { name: 'Name', sort: 'Order', hidden: 'Hidden' } },
    banners: { name: 'Banner |||| Banners', fields: { title: 'Title', link: 'Link', sort: 'Order', active: 'Shown' } },
  },
};

export const catalogueZh: typeof catalogueEn = {
  console: {
    catalogue: {
      icon: '图标',
      logo: '品牌标志',
      banner: '轮播图片（处理为 1200 × 360）',
      removePicture: '移除图片',
      names: '名称',
      namesHelp: '中文必填；未填写的语言，顾客会依次看到英文、中文。',
      name: '名称',
      story: '品牌故事',
      bannerTexts: '标题与副标题',
      bannerTitle: '标题',
      subtitle: '副标题',
      topLevel: '无（一级分类）',
      sortHelp: '数字越小越靠前',
      linkHelp: '本店页面，例如 /goods/list?sort=latest 或 /goods/details?id=12',
      hiddenHelp: '隐藏：不出现在商城的菜单和筛选中；其下商品照常销售',
      deleted: '已删除',
      deleteTitle: '删除这一项？',
      deleteContent: '只有没有商品使用的才能删除；仍在使用的可以改为隐藏。',
    },
  },
  resources: {
    categories: { name: '分类', fields: { name: '名称', parentId: '上级分类', sort: '排序', hidden: '隐藏' } },
    brands: { name: '品牌', fields: { name: '名称', sort: '排序', hidden: '隐藏' } },
    banners: { name: '轮播图', fields: { title: '标题', link: '链接', sort: '排序', active: '显示' } },
  },
};
