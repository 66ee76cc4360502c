/** The console's words for a SKU's own prices and picture, merged by providers/i18n.ts. */
export const skusEn = {
  console: {
    skus: {
      marketPrice: 'Market price',
      salePrice: 'Sale price',
      memberPrice: 'Member price',
      ownHelp: 'Empty: in the goods’ proportion',
      suggest: 'Suggest prices',
      suggestHelp: 'Fills the empty market, sale and member prices of every SKU from the goods’ proportions, rounded to the nearer whole yuan or ¥x.90 (¥110.73 becomes ¥110.90). Nothing is saved until you save.',
      suggested: 'Prices suggested for one SKU: check them, then save |||| Prices suggested for %{smart_count} SKUs: check them, then save',
      nothingToSuggest: 'Every SKU already has its prices',
      picture: 'Picture',
      pictureOf: 'Picture of this SKU',
      upload: 'Upload',
      removePicture: 'Remove the picture',
    },
  },
  resources: {},
};

export const skusZh: typeof skusEn = {
  console: {
    skus: {
      marketPrice: '市场价',
      salePrice: '促销价',
      memberPrice: '会员价',
      ownHelp: '留空则按商品比例',
      suggest: '建议价格',
      suggestHelp: '按商品各价格的比例，为每个 SKU 填上空着的市场价、促销价和会员价，取整到最接近的整元或 x.90 元（¥110.73 变为 ¥110.90）。保存前不会写入。',
      suggested: '已为 %{smart_count} 个 SKU 填上建议价格，请核对后保存',
      nothingToSuggest: '每个 SKU 的价格都已填写',
      picture: '图片',
      pictureOf: '此 SKU 的图片',
      upload: '上传',
      removePicture: '删除图片',
    },
  },
  resources: {},
};
