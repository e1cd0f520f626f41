import { APPEARANCE } from '../business-constants.js';
import { checkoutIntegration, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, platformScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tcsA: BilingualProduct = {
  slug: 'tcs-a',
  route: '/tcsa',
  model: 'TCS-A',
  name: { ch: 'TCS-A 收银台秤', en: 'TCS-A checkout bench scale' },
  summary: {
    ch: '称量最高 300 kg 的收银台秤，重量实时传给收银系统。',
    en: 'A checkout bench scale up to 300 kg that sends live weight to the till.',
  },
  category: 'bench',
  family: 'platformScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '大件商品，一次称准', en: 'Heavy goods, weighed right first time' },
    taglines: [
      { ch: '最高 300 kg', en: 'Up to 300 kg' },
      { ch: '三种台面尺寸', en: 'Three platform sizes' },
    ],
    description: {
      ch: 'TCS-A 为米面粮油、整箱水果和批发商品的收银称重而设计，台面有 400*500、450*600、600*800 mm 三种尺寸可选。重量数据通过串口实时传给收银系统，称重即结算。',
      en: 'TCS-A is made for weighing rice, flour, oil, whole crates of fruit and wholesale goods at checkout, with platforms of 400*500, 450*600 or 600*800 mm. Weight goes to the point-of-sale system over serial in real time, so weighing is checkout.',
    },
    highlights: [
      {
        ch: `最大称量 ${APPEARANCE.platformMaxCapacityKg} kg`,
        en: `Up to ${APPEARANCE.platformMaxCapacityKg} kg`,
      },
      { ch: '三种台面尺寸', en: 'Three platform sizes' },
      { ch: '收银系统联动', en: 'Works with your till' },
    ],
    specs: platformScaleRows({
      capacitiesKg: [60, 150, APPEARANCE.platformMaxCapacityKg],
      display: DISPLAY.ledDual,
      interfaces: INTERFACES.serial,
      prints: false,
    }),
    videoCaption: {
      ch: '视频：TCS-A 在收银台称量整箱商品',
      en: 'Video: TCS-A weighing whole crates at checkout',
    },
    features: [checkoutIntegration(), countingFunctions(), robustBuild(), powerBackup()],
  },
};
