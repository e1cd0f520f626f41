import { DEVICE_FEATURES, LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows, row } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

const KEYS = DEVICE_FEATURES.tmH2KeyboardKeys;

export const tmH2: BilingualProduct = {
  slug: 'tm-h2',
  route: '/tmhtwo',
  model: 'TM-H2',
  name: { ch: 'TM-H2 大键盘条码秤', en: 'TM-H2 large-keyboard label scale' },
  summary: {
    ch: '125 键大键盘，10,000 个 PLU，为高峰时段的收银速度而设计。',
    en: 'A 125-key keyboard and 10,000 PLUs, designed for speed at peak hours.',
  },
  category: 'tmh',
  family: 'labelScale',
  facts: { pluCapacity: PLU_CAPACITY.tmH, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '键多一点，排队短一点', en: 'More keys, shorter queues' },
    taglines: [
      { ch: '125 键键盘', en: '125-key keyboard' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: `TM-H2 配备 ${KEYS} 键大键盘，常用商品直接按键调出，数字键与功能键分区布置，操作员不看键盘也能准确输入。适合客流大、品类多的大型生鲜卖场。`,
      en: `TM-H2 has a ${KEYS}-key keyboard: regular goods are one key away and numbers and functions sit in separate zones, so operators type accurately without looking. Made for busy fresh markets with wide ranges.`,
    },
    highlights: [
      { ch: `${KEYS} 键大键盘`, en: `${KEYS}-key keyboard` },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '75 mm/s 打印', en: '75 mm/s printing' },
    ],
    specs: [
      ...labelScaleRows({
        display: DISPLAY.lcdDual,
        interfaces: INTERFACES.ethernetUsbSerial,
        shaftMm: 40,
        printWidthMm: LABEL_SCALE.maxPrintWidthMm,
        capacitiesKg: [15, 30],
        pluCapacity: PLU_CAPACITY.tmH,
      }),
      row('shortcutKeys', { ch: `${KEYS} 键键盘`, en: `${KEYS}-key keyboard` }),
    ],
    videoCaption: { ch: '视频：TM-H2 大键盘快速操作', en: 'Video: fast work on the TM-H2 keyboard' },
    features: [
      {
        title: { ch: '大键盘', en: 'Large keyboard' },
        bullets: [
          {
            ch: `${KEYS} 键分区布局，常用商品一键调出`,
            en: `${KEYS} keys in zones; best sellers at one press`,
          },
        ],
      },
      pluInformation(PLU_CAPACITY.tmH),
      remoteMonitoring(),
      labelFormats(),
    ],
  },
};
