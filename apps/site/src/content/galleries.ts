import type { Bilingual } from '../i18n/lang.js';

export interface GalleryItem {
  /** Image file name stem under /assets/img/<gallery>/. */
  readonly id: string;
  readonly title: Bilingual;
  readonly caption: Bilingual;
}

/** Equipment centre: nine images (SPEC §2.6). */
export const EQUIPMENT_GALLERY: readonly GalleryItem[] = [
  {
    id: 'smt-line',
    title: { ch: 'SMT 贴片生产线', en: 'SMT placement line' },
    caption: {
      ch: '主板元件自动贴装与回流焊接',
      en: 'Automatic placement and reflow soldering of main boards',
    },
  },
  {
    id: 'load-cell-ageing',
    title: { ch: '传感器老化测试', en: 'Load-cell ageing tests' },
    caption: { ch: '称重传感器长时间加载老化筛选', en: 'Long-duration loading to screen load cells' },
  },
  {
    id: 'climate-chamber',
    title: { ch: '高低温试验箱', en: 'Climate chamber' },
    caption: { ch: '整机在 -10 °C 至 +55 °C 下验证', en: 'Complete scales verified from -10 °C to +55 °C' },
  },
  {
    id: 'assembly-line',
    title: { ch: '整机装配线', en: 'Final assembly line' },
    caption: { ch: '流水线装配与逐台功能检查', en: 'Line assembly with a function check of every unit' },
  },
  {
    id: 'calibration-bench',
    title: { ch: '计量检定台', en: 'Calibration bench' },
    caption: { ch: '标准砝码逐台标定与检定', en: 'Each scale calibrated and verified with standard weights' },
  },
  {
    id: 'moulding-shop',
    title: { ch: '注塑车间', en: 'Moulding shop' },
    caption: { ch: '外壳与秤盘部件注塑成型', en: 'Moulding of housings and pan parts' },
  },
  {
    id: 'print-head-test',
    title: { ch: '打印寿命测试', en: 'Print endurance test' },
    caption: { ch: '打印机构连续打印耐久验证', en: 'Continuous printing to prove the print mechanism' },
  },
  {
    id: 'drop-test',
    title: { ch: '包装跌落测试', en: 'Package drop test' },
    caption: { ch: '运输包装跌落与振动试验', en: 'Drop and vibration tests of shipping packs' },
  },
  {
    id: 'finished-goods',
    title: { ch: '成品仓库', en: 'Finished goods store' },
    caption: { ch: '按批次管理、先进先出发货', en: 'Batch-managed, first-in first-out dispatch' },
  },
];

/** Quality honours: twelve images (SPEC §2.6). */
export const HONOURS_GALLERY: readonly GalleryItem[] = [
  {
    id: 'quality-system',
    title: { ch: '质量管理体系认证', en: 'Quality management system certificate' },
    caption: { ch: '设计、生产与服务全过程受控', en: 'Design, production and service under control' },
  },
  {
    id: 'environment-system',
    title: { ch: '环境管理体系认证', en: 'Environmental management certificate' },
    caption: { ch: '生产过程的环境管理', en: 'Environmental management of production' },
  },
  {
    id: 'pattern-approval',
    title: { ch: '计量器具型式批准', en: 'Pattern approval of measuring instruments' },
    caption: { ch: '条码秤与计价秤型式评价', en: 'Type evaluation of label and price scales' },
  },
  {
    id: 'manufacturing-licence',
    title: { ch: '制造计量器具许可', en: 'Licence to manufacture measuring instruments' },
    caption: { ch: '电子秤制造资质', en: 'Qualification to manufacture electronic scales' },
  },
  {
    id: 'conformity',
    title: { ch: '出口产品符合性证书', en: 'Export conformity certificate' },
    caption: { ch: '出口市场安全与电磁兼容', en: 'Safety and EMC for export markets' },
  },
  {
    id: 'high-tech',
    title: { ch: '高新技术企业', en: 'High-tech enterprise' },
    caption: { ch: '持续投入称重与识别技术研发', en: 'Continuous research in weighing and recognition' },
  },
  {
    id: 'patent-printer',
    title: { ch: '专利证书：标签打印机构', en: 'Patent: label print mechanism' },
    caption: { ch: '前出纸打印机构设计', en: 'Front-exit print mechanism design' },
  },
  {
    id: 'patent-ai',
    title: { ch: '专利证书：视觉识别称重', en: 'Patent: vision-assisted weighing' },
    caption: { ch: 'AI 识别秤核心技术', en: 'Core technology of the AI scales' },
  },
  {
    id: 'software-label-editor',
    title: { ch: '软件著作权：标签编辑软件', en: 'Software copyright: label editor' },
    caption: { ch: '标签格式设计与下发', en: 'Designing and sending label formats' },
  },
  {
    id: 'software-platform',
    title: { ch: '软件著作权：秤管理平台', en: 'Software copyright: scale management platform' },
    caption: { ch: '门店、商品与电子秤云端管理', en: 'Cloud management of shops, goods and scales' },
  },
  {
    id: 'supplier-award',
    title: { ch: '优秀供应商', en: 'Outstanding supplier award' },
    caption: { ch: '连锁零售客户年度评选', en: 'Annual award from chain retail customers' },
  },
  {
    id: 'user-satisfaction',
    title: { ch: '用户满意产品', en: 'Customer satisfaction award' },
    caption: { ch: '条码秤用户满意度评价', en: 'Customer satisfaction rating of label scales' },
  },
];
