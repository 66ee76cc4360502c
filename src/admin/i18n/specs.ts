/** The console's words for goods specifications and SKUs, merged by providers/i18n.ts. */
export const specsEn = {
  console: {
    specs: {
      title: 'Specifications',
      help: 'Up to three, e.g. Colour and Size, each with its values. Chinese is required; shoppers reading a language the goods has a name in but a word left empty see English, then Chinese.',
      dimension: 'Specification %{n}',
      name: 'Name',
      values: 'Values',
      value: 'Value',
      skusHelp: 'Each SKU is one value of every specification, with its own stock. Saved SKUs cannot be removed (orders point at them): set their stock to 0.',
      everyCombination: 'Add a SKU for every combination',
      skuId: 'SKU %{id}',
      newSku: 'New SKU',
      addDimension: 'Add a specification',
      addValue: 'Add a value',
      addSku: 'Add a SKU',
    },
  },
  resources: {},
};

export const specsZh: typeof specsEn = {
  console: {
    specs: {
      title: '规格',
      help: '最多三个，例如“颜色”和“尺寸”，每个规格下填写规格值。中文必填；商品有该语言名称但规格词留空时，顾客看到英文，再无则看到中文。',
      dimension: '规格 %{n}',
      name: '规格名',
      values: '规格值',
      value: '规格值',
      skusHelp: '每个 SKU 是各规格各取一个值的组合，单独设置库存。已保存的 SKU 不能删除（订单会引用它），不再卖时把库存设为 0。',
      everyCombination: '为每种组合添加 SKU',
      skuId: 'SKU %{id}',
      newSku: '新 SKU',
      addDimension: '添加规格',
      addValue: '添加规格值',
      addSku: '添加 SKU',
    },
  },
  resources: {},
};
