import type { ConsoleMessages } from './console.zh';

/** The trade records page (SPEC §3 trade record, issue 15). */
export const tradesEn: ConsoleMessages['trades'] = {
  index: 'No.',
  tradeTime: 'Trade time',
  goodsName: 'Goods',
  scaleName: 'Scale',
  shopName: 'Shop',
  unitPrice: 'Unit price (yuan)',
  weight: 'Quantity',
  totalPrice: 'Total (yuan)',
  type: 'Type',
  types: { '0': 'Weighed', '1': 'Counted', '2': 'Fixed weight' },
  flags: { unmapped: 'No goods for the PLU', clock_ahead: 'Time ahead' },
  unmappedTag: 'No goods for PLU {{plu}}',
  unmappedHint:
    'PLU {{plu}} mapped to no goods item on the scale when it was sold; kept as the scale recorded it',
  clockAheadHint: 'More than 10 minutes ahead of the server’s clock (the scale’s clock may be wrong)',
  discountHint: 'Before discount {{before}}, discount {{discount}}',
  priceRule: 'Price rule',
  priceRules: {
    base: 'Base',
    list: 'List {{name}}',
    change: 'Change {{name}}',
    promotion: 'Promotion {{name}}',
    other: 'Other',
  },
  priceRuleOtherHint:
    'Sold at a price none of the base, list, change or promotion prices set at the time: typed at the scale, or a scale not yet in step',
  priceInForce: 'Price now',
  priceInForceHint: 'What sells in the scale’s shop now, and why (promotion, price list, change or base)',
  dateRange: 'Trade dates',
  typeFilter: 'Type',
  flagFilter: 'Flag',
  totals: {
    count: 'Records',
    weight: 'Weight (kg)',
    pieces: 'Pieces',
    amount: 'Sales (yuan)',
    discount: 'Discount (yuan)',
  },
  exportXlsx: 'Export Excel',
  exportCsv: 'Export CSV',
  import: 'Import sales',
  importTitle: 'Import sales records',
  importIntro:
    'Pick the scale and upload the sales file exported by the maker’s PC software (csv or xlsx). Records already held are not stored twice.',
  importScale: 'Scale',
  importScaleRequired: 'Select a scale',
  importFile: 'File',
  importPick: 'Choose file',
  importFileRequired: 'Choose a csv or xlsx file',
  importStart: 'Import',
  importDone: 'Import finished',
  result: {
    received: 'Received',
    stored: 'Stored',
    duplicates: 'Already held (not stored again)',
    unmapped: 'No goods for the PLU',
    clock_ahead: 'Time ahead',
  },
  empty: 'No trade records yet',
  emptyNext:
    'Sales appear here once the scales send them; you can also import a sales file from the maker’s software.',
  /** A ticket matched to a payment at the scale (issue 31). */
  paidBy: { wechat: 'Paid by WeChat', alipay: 'Paid by Alipay' },
  paidByHint: 'Order {{orderNo}}',
};
