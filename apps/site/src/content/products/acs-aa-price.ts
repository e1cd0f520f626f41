import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const acsAaPrice: BilingualProduct = {
  slug: 'acs-aa-price',
  route: '/aAcsthree',
  model: 'ACS-Aa',
  name: { ch: 'ACS-Aa 计价秤', en: 'ACS-Aa price computing scale' },
  summary: {
    ch: '5 位重量、5 位单价、6 位总价显示的计价秤。',
    en: 'A price computing scale showing 5-digit weight, 5-digit unit price and 6-digit total.',
  },
  category: 'counting',
  family: 'priceScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '菜场摊位的标配', en: 'The standard of every market stall' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '重量单价总价', en: 'Weight, price, total' },
    ],
    description: {
      ch: 'ACS-Aa 计价秤同时显示重量、单价与总价，顾客与摊主双面可见，价格透明。内置电池，集贸市场与流动摊位全天可用。',
      en: 'The ACS-Aa price scale shows weight, unit price and total on both sides, so prices are clear to customer and seller. Its built-in battery lasts a full market day.',
    },
    highlights: [
      { ch: '双面三窗口显示', en: 'Three windows on both sides' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '10 小时电池', en: '10-hour battery' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LCD') }),
    videoCaption: { ch: '视频：ACS-Aa 计价秤在菜场使用', en: 'Video: the ACS-Aa price scale at a market' },
    features: [batteryLife(), robustBuild(), countingFunctions(), powerBackup()],
  },
};
