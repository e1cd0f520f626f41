import { LABEL_SCALE } from '../business-constants.js';
import {
  checkoutIntegration,
  dualPrintingAndReports,
  pluInformation,
  textAndShortcuts,
} from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syA1d: BilingualProduct = {
  slug: 'sy-a-1d',
  route: '/syafirst',
  model: 'SY-A-1d',
  name: { ch: 'SY-A-1d 收银秤（标准款）', en: 'SY-A-1d cash register scale (standard)' },
  summary: {
    ch: '称重收银一体机标准款，钱箱接口与小票打印。',
    en: 'The standard weigh-and-pay terminal with cash-drawer port and receipt printer.',
  },
  category: 'cashRegister',
  family: 'cashRegisterScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '一台秤就是一个收银台', en: 'One scale, one complete till' },
    taglines: [
      { ch: '称重收银一体', en: 'Weighing and till in one' },
      { ch: '钱箱接口', en: 'Cash-drawer port' },
    ],
    description: {
      ch: 'SY-A-1d 标准款集称重、计价、收款、打印小票于一体，支持现金与扫码支付登记，营业结束自动汇总当日账目，适合水果店与社区生鲜店。',
      en: 'The standard SY-A-1d weighs, prices, takes payment and prints receipts, records cash and QR-code payments, and totals the day’s takings at closing, for fruit shops and neighbourhood fresh stores.',
    },
    highlights: [
      { ch: '称重收银一体', en: 'Weighing and checkout in one' },
      { ch: '钱箱接口', en: 'Cash-drawer port' },
      { ch: '日结自动汇总', en: 'Automatic daily totals' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
    }),
    videoCaption: { ch: '视频：SY-A-1d 称重收款全过程', en: 'Video: weighing and payment on SY-A-1d' },
    features: [checkoutIntegration(), dualPrintingAndReports(), pluInformation(), textAndShortcuts()],
  },
};
