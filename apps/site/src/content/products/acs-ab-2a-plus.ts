import { checkoutIntegration, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const acsAb2aPlus: BilingualProduct = {
  slug: 'acs-ab-2a-plus',
  route: '/acsfour',
  model: 'ACS-Ab-2a+',
  name: { ch: 'ACS-Ab-2a+ 计数秤', en: 'ACS-Ab-2a+ counting scale' },
  summary: {
    ch: '带数据接口的增强型计数秤，清点结果可上传电脑。',
    en: 'An enhanced counting scale with a data port to send counts to a computer.',
  },
  category: 'counting',
  family: 'countingScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '清点数据直接进系统', en: 'Counts go straight into your system' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '数据上传', en: 'Data upload' },
    ],
    description: {
      ch: 'ACS-Ab-2a+ 在 ASC-Ab-2a 的基础上增加 RS232 数据接口，清点结果可实时上传到仓储管理系统，减少手工抄录错误。',
      en: 'ACS-Ab-2a+ adds an RS232 data port to ASC-Ab-2a, so counts flow into the warehouse system in real time and hand-copying errors disappear.',
    },
    highlights: [
      { ch: 'RS232 数据接口', en: 'RS232 data port' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '累计与报警', en: 'Totals and alarms' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LED') }),
    videoCaption: { ch: '视频：ACS-Ab-2a+ 上传清点数据', en: 'Video: ACS-Ab-2a+ uploading counts' },
    features: [countingFunctions(), checkoutIntegration(), robustBuild(), powerBackup()],
  },
};
