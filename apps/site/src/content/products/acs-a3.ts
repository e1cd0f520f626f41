import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const acsA3: BilingualProduct = {
  slug: 'acs-a3',
  route: '/acsthree',
  model: 'ACS-A3',
  name: { ch: 'ACS-A3 经济型计价秤', en: 'ACS-A3 economy price scale' },
  summary: {
    ch: '经济型计价秤，LED 显示，适合小摊位。',
    en: 'An economy price scale with LED display for small stalls.',
  },
  category: 'counting',
  family: 'priceScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '小摊位，大实惠', en: 'Small stall, great value' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: 'LED 显示', en: 'LED display' },
    ],
    description: {
      ch: 'ACS-A3 是经济型计价秤，保留重量、单价、总价三窗口显示与累计功能，LED 显示在户外阳光下依然清晰，适合小摊位与社区菜店。',
      en: 'ACS-A3 is an economy price scale that keeps three-window display of weight, unit price and total and a running total; its LED display stays clear in outdoor sunshine, for small stalls and neighbourhood greengrocers.',
    },
    highlights: [
      { ch: 'LED 户外清晰', en: 'LED clear outdoors' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '累计计价', en: 'Running totals' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [6, 15, 30], display: countingDisplay('LED') }),
    videoCaption: { ch: '视频：ACS-A3 户外摊位计价', en: 'Video: pricing with ACS-A3 at an outdoor stall' },
    features: [batteryLife(), countingFunctions(), robustBuild(), powerBackup()],
  },
};
