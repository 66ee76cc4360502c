/** The console's words for the lists operators choose tracking events and reasons from (decision 092), merged by words.ts. */
export const orderWordsEn = {
  console: {
    orderWords: {
      event: 'Parcel event',
      province: 'Province',
      city: 'City the parcel arrived in',
      note: 'Operator’s note (optional)',
      noteHelp: 'The member reads it as the shop’s note, as you write it; at most %{max} characters. Needed for “Other”.',
      track: {
        pickedUp: 'Picked up',
        inTransit: 'In transit',
        arrived: 'Arrived at a city',
        outForDelivery: 'Out for delivery',
        delivered: 'Delivered',
        exception: 'Delivery problem',
      },
      close: {
        outOfStock: 'Out of stock',
        buyerAsked: 'The buyer asked',
        undeliverable: 'The address cannot be delivered to',
        suspectedFraud: 'Suspected fraud',
        other: 'Other',
      },
      refuse: {
        periodPassed: 'Return period passed',
        usedOrDamaged: 'Used or damaged',
        noProof: 'No proof',
        notAsDescribed: '“Not as described” not confirmed',
        other: 'Other',
      },
    },
  },
  resources: {},
};

export const orderWordsZh: typeof orderWordsEn = {
  console: {
    orderWords: {
      event: '物流事件',
      province: '省份',
      city: '包裹到达的城市',
      note: '操作员备注（选填）',
      noteHelp: '会员看到的是“商家备注”，按原样显示；最多 %{max} 个字。选择“其他”时必填。',
      track: {
        pickedUp: '已揽收',
        inTransit: '运输中',
        arrived: '到达某城市',
        outForDelivery: '派送中',
        delivered: '已签收',
        exception: '配送异常',
      },
      close: {
        outOfStock: '缺货',
        buyerAsked: '买家要求',
        undeliverable: '地址无法送达',
        suspectedFraud: '疑似欺诈',
        other: '其他',
      },
      refuse: {
        periodPassed: '已过退货期',
        usedOrDamaged: '已使用或损坏',
        noProof: '无凭证',
        notAsDescribed: '“与描述不符”未核实',
        other: '其他',
      },
    },
  },
  resources: {},
};
