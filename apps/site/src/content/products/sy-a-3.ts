import { LABEL_SCALE } from '../business-constants.js';
import { batteryLife, checkoutIntegration, pluInformation, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syA3: BilingualProduct = {
  slug: 'sy-a-3',
  route: '/syathree',
  model: 'SY-A-3',
  name: { ch: 'SY-A-3 经济型收银秤', en: 'SY-A-3 economy cash register scale' },
  summary: {
    ch: 'LED 高亮显示、可用电池的经济型收银秤。',
    en: 'An economy till scale with bright LED display and battery operation.',
  },
  category: 'cashRegister',
  family: 'cashRegisterScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '简单可靠，开店首选', en: 'Simple and dependable for a new shop' },
    taglines: [
      { ch: 'LED 高亮显示', en: 'Bright LED display' },
      { ch: '电池供电', en: 'Battery powered' },
    ],
    description: {
      ch: 'SY-A-3 保留收银秤最常用的功能：称重计价、找零计算、打印小票与日结。LED 显示在强光下依然清晰，内置电池让它在户外摊位同样好用。',
      en: 'SY-A-3 keeps the functions a till scale needs most: weighing and pricing, change calculation, receipts and daily totals. Its LED display stays legible in bright light and the built-in battery makes it just as useful at outdoor stalls.',
    },
    highlights: [
      { ch: 'LED 强光下清晰', en: 'LED readable in sunlight' },
      { ch: '10 小时电池', en: '10-hour battery' },
      { ch: '找零自动计算', en: 'Automatic change calculation' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.ledDual,
      interfaces: INTERFACES.serial,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: { ch: '视频：SY-A-3 在户外摊位使用', en: 'Video: SY-A-3 at an outdoor stall' },
    features: [batteryLife(), checkoutIntegration(), pluInformation(), textAndShortcuts()],
  },
};
