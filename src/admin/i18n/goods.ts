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
  },
  resources: {},
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
  },
  resources: {},
};
