import { APPEARANCE } from '../business-constants.js';
import { batteryLife, checkoutIntegration, countingFunctions, robustBuild } from '../feature-blocks.js';
import { countingDisplay, INTERFACES, platformScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tcsB: BilingualProduct = {
  slug: 'tcs-b',
  route: '/tcsb',
  model: 'TCS-B',
  name: { ch: 'TCS-B 计价台秤', en: 'TCS-B price-computing bench scale' },
  summary: {
    ch: '带计价显示的台秤，最高 300 kg，可用电池。',
    en: 'A price-computing bench scale up to 300 kg, battery ready.',
  },
  category: 'bench',
  family: 'platformScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '批发市场的计价好帮手', en: 'The wholesale market’s pricing partner' },
    taglines: [
      { ch: '重量、单价、总价', en: 'Weight, unit price, total' },
      { ch: '10 小时电池', en: '10-hour battery' },
    ],
    description: {
      ch: 'TCS-B 在台秤上加入计价功能，同时显示重量、单价与总价，适合批发市场、粮油店与农产品收购点。内置电池，没有电源的场地也能整天使用。',
      en: 'TCS-B adds pricing to a bench scale and shows weight, unit price and total together, for wholesale markets, grain shops and produce buying points. A built-in battery keeps it going all day where there is no power.',
    },
    highlights: [
      {
        ch: `最大称量 ${APPEARANCE.platformMaxCapacityKg} kg`,
        en: `Up to ${APPEARANCE.platformMaxCapacityKg} kg`,
      },
      { ch: '重量、单价、总价同屏', en: 'Weight, unit price and total together' },
      { ch: '10 小时电池', en: '10-hour battery' },
    ],
    specs: platformScaleRows({
      capacitiesKg: [60, 150, APPEARANCE.platformMaxCapacityKg],
      display: countingDisplay('LED'),
      interfaces: INTERFACES.serial,
      prints: false,
    }),
    videoCaption: { ch: '视频：TCS-B 在批发市场计价', en: 'Video: TCS-B pricing at a wholesale market' },
    features: [batteryLife(), countingFunctions(), checkoutIntegration(), robustBuild()],
  },
};
