/** The console's words for the goods description editor, bulk shelf, copying goods and the home shelves, merged by providers/i18n.ts. */
export const goodsEn = {
  console: {
    goodsEditor: {
      toolbar: 'Formatting',
      paragraph: 'Text',
      heading: 'Heading',
      subheading: 'Subheading',
      bold: 'Bold',
      italic: 'Italic',
      bulletList: 'Bulleted list',
      numberedList: 'Numbered list',
      link: 'Link',
      unlink: 'Remove the link',
      linkAddress: 'Link address (https://… or a page of the shop such as /help/shipping)',
      picture: 'Picture',
    },
    goodsBulk: {
      onDone: '%{smart_count} goods put on shelf |||| %{smart_count} goods put on shelf',
      offDone: '%{smart_count} goods taken off shelf |||| %{smart_count} goods taken off shelf',
      offConfirm: 'Shoppers will no longer find or buy the %{smart_count} selected goods. Put them on shelf again to undo this.',
      copy: 'Copy as a new draft',
      copied: 'Copied as %{itemNo}: off shelf, no stock yet',
    },
    shelves: {
      help: 'The home page shows the first 10 of these that are on shelf, in this order (at most %{max}).',
      find: 'Find goods by item number or name',
      found: 'Goods found',
      add: 'Add',
      top: 'Move %{name} to the top',
      up: 'Move %{name} up',
      down: 'Move %{name} down',
      remove: 'Take %{name} off this shelf',
      save: 'Save %{shelf}',
      saved: 'Shelf saved; the home page shows it now',
    },
  },
  resources: {
    homeShelves: { name: 'Home shelf |||| Home shelves' },
  },
};

export const goodsZh: typeof goodsEn = {
  console: {
    goodsEditor: {
      toolbar: '格式',
      paragraph: '正文',
      heading: '标题',
      subheading: '小标题',
      bold: '加粗',
      italic: '斜体',
      bulletList: '项目列表',
      numberedList: '编号列表',
      link: '链接',
      unlink: '取消链接',
      linkAddress: '链接地址（https://… 或本店页面，例如 /help/shipping）',
      picture: '图片',
    },
    goodsBulk: {
      onDone: '已上架 %{smart_count} 件商品',
      offDone: '已下架 %{smart_count} 件商品',
      offConfirm: '顾客将无法再找到或购买所选的 %{smart_count} 件商品。重新上架即可恢复。',
      copy: '复制为新草稿',
      copied: '已复制为 %{itemNo}：未上架，暂无库存',
    },
    shelves: {
      help: '首页按此顺序展示其中已上架的前 10 件（每个货架最多 %{max} 件）。',
      find: '按货号或名称查找商品',
      found: '找到的商品',
      add: '加入',
      top: '把 %{name} 移到最前',
      up: '上移 %{name}',
      down: '下移 %{name}',
      remove: '从此货架移除 %{name}',
      save: '保存「%{shelf}」',
      saved: '货架已保存，首页已按新顺序展示',
    },
  },
  resources: {
    homeShelves: { name: '首页货架' },
  },
};
