import { DY_2000 } from '../business-constants.js';
import { labelFormats, lineManagement, traceability } from '../feature-blocks.js';
import { labelPrinterRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const dy2000: BilingualProduct = {
  slug: 'dy-2000',
  route: '/dy',
  model: 'DY-2000',
  name: { ch: 'DY-2000 标签打印机', en: 'DY-2000 label printer' },
  summary: {
    ch: '110 mm 宽幅打印、300 m 碳带的工业标签打印机。',
    en: 'An industrial label printer with 110 mm print width and 300 m ribbons.',
  },
  category: 'counting',
  family: 'labelPrinter',
  facts: { maxPrintWidthMm: DY_2000.printWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '大标签、长碳带、连续打印', en: 'Large labels, long ribbons, continuous printing' },
    taglines: [
      { ch: '110 mm 打印宽度', en: '110 mm print width' },
      { ch: '300 m 碳带', en: '300 m ribbon' },
    ],
    description: {
      ch: 'DY-2000 支持热敏与热转印两种方式，打印宽度 110 mm，可打印物流箱标、货架价签与成分说明等大尺寸标签。300 m 长碳带减少更换次数，工作温度 0–45 °C，适合仓库与加工间连续作业。',
      en: 'DY-2000 prints by direct thermal or thermal transfer at up to 110 mm wide: shipping case labels, shelf price tags and ingredient labels. Its 300 m ribbon means fewer changes, and it works from 0 to 45 °C, for continuous use in warehouses and processing rooms.',
    },
    highlights: [
      { ch: '110 mm 宽幅打印', en: '110 mm wide printing' },
      { ch: '300 m 长碳带', en: '300 m ribbon' },
      { ch: '热敏 / 热转印', en: 'Thermal / thermal transfer' },
    ],
    specs: labelPrinterRows(),
    videoCaption: { ch: '视频：DY-2000 打印物流箱标', en: 'Video: DY-2000 printing shipping case labels' },
    features: [
      {
        title: { ch: '宽幅打印', en: 'Wide printing' },
        bullets: [
          {
            ch: `${DY_2000.printWidthMm} mm 打印宽度，箱标、价签一机通用`,
            en: `${DY_2000.printWidthMm} mm print width for case labels and price tags alike`,
          },
          {
            ch: `${DY_2000.ribbonLengthM} m 碳带，长时间连续打印`,
            en: `${DY_2000.ribbonLengthM} m ribbon for long continuous runs`,
          },
        ],
      },
      labelFormats(),
      traceability(),
      lineManagement(),
    ],
  },
};
