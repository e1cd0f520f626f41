import type { lotsZh } from './lots.zh';

export const lotsEn: typeof lotsZh = {
  title: 'Lots',
  goodsLots: 'Lots of {{name}}',
  open: 'Lots',
  lot: 'Lot',
  productionDate: 'Produced',
  expiryDate: 'Expires',
  supplier: 'Supplier',
  traceCode: 'Trace code',
  received: 'Received',
  firstReceived: 'First received',
  currentIn: 'Current in',
  byHand: 'by hand',
  automatic: 'Automatic (first expiry first)',
  none: 'Give a lot on a receipt or transfer line and it is listed here.',
  tracePage: 'Trace page',
  shopTab: 'Current lots',
  shopIntro:
    'The scales print each goods item’s current lot in this shop: chosen first expiry first when stock arrives (never an expired or sold-out lot) and again when it expires, or by hand; a lot chosen by hand stays until set back to automatic.',
  goods: 'Goods',
  current: 'Current lot',
  choose: 'Choose a lot',
  held: 'held here {{held}}',
  saved: 'Saved: the scales get the new trace code',
  noShopLots: 'No lots yet.',
};
