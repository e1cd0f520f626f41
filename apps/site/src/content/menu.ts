import type { Bilingual } from '../i18n/lang.js';

export interface MenuLink {
  readonly route: `/${string}`;
  readonly label: Bilingual;
}

export interface MenuGroup {
  readonly title: Bilingual;
  readonly links: readonly MenuLink[];
}

/** The Products Center menu groups of SPEC §2.6, holding the header menu's product links. */
export const PRODUCT_MENU_GROUPS: readonly MenuGroup[] = [
  {
    title: { ch: 'AI 智能识别秤', en: 'AI intelligence recognition scale' },
    links: [
      { route: '/tmf65', label: { ch: 'TMF651 AI 识别秤', en: 'TMF651 AI scale' } },
      { route: '/tmf66', label: { ch: 'TMF652 AI 识别秤', en: 'TMF652 AI scale' } },
      { route: '/tmh65', label: { ch: 'TMH651 AI 识别秤', en: 'TMH651 AI scale' } },
    ],
  },
  {
    title: { ch: '生鲜供应链', en: 'FreshFoodChain' },
    links: [
      { route: '/Tmab', label: { ch: 'TM-Ab 条码秤', en: 'TM-Ab label scale' } },
      { route: '/tmaa', label: { ch: 'TM-Aa 条码秤', en: 'TM-Aa label scale' } },
      { route: '/aAcsthree', label: { ch: 'ACS-Aa 计价秤', en: 'ACS-Aa price scale' } },
      { route: '/acsten', label: { ch: 'TM-Q 触屏价签秤', en: 'TM-Q touch price label scale' } },
    ],
  },
  {
    title: { ch: '配送与工厂', en: 'Distribution & Factory' },
    links: [
      { route: '/tiebiao', label: { ch: '贴标机', en: 'Labeling machine' } },
      { route: '/baozhuang', label: { ch: '包装机', en: 'Packaging machine' } },
    ],
  },
  {
    title: { ch: '民用秤', en: 'Civilian scales' },
    links: [
      { route: '/tcsa', label: { ch: 'TCS 收银台秤', en: 'TCS checkout counter scales' } },
      { route: '/syafive', label: { ch: 'SY-A5 收银秤', en: 'SY-A5 cash register scale' } },
      { route: '/tmhp', label: { ch: 'TM-H 系列', en: 'TM-H series' } },
      { route: '/tmptwo', label: { ch: 'TM-P2 打印秤', en: 'TM-P2 printing scale' } },
    ],
  },
];

/** Header links after the Products Center menu (the console's /sign/login is added by the header). */
export const HEADER_LINKS: readonly MenuLink[] = [
  { route: '/houer', label: { ch: '品质荣誉', en: 'Quality honours' } },
  { route: '/device', label: { ch: '设备中心', en: 'Equipment centre' } },
  { route: '/about', label: { ch: '关于我们', en: 'About us' } },
];

/** The console's sign-in page, linked from the header; the site never generates it. */
export const SIGN_IN_PATH = '/sign/login';

/** Left menu shared by the side screens (device centre, quality honours, maintenance centre). */
export const SIDE_MENU: readonly MenuGroup[] = [
  {
    title: { ch: '产品中心', en: 'Product centre' },
    links: [
      { route: '/chanpincontain', label: { ch: '条码标签秤', en: 'Labeled barcode scales' } },
      { route: '/ai', label: { ch: 'AI 智能识别秤', en: 'AI recognition scales' } },
      { route: '/packmachine', label: { ch: '贴标与包装设备', en: 'Labeling and packaging' } },
      { route: '/acsq', label: { ch: '计数秤与其他', en: 'Counting scales and more' } },
    ],
  },
  {
    title: { ch: '维修服务与驱动下载', en: 'Maintenance service and driver downloads' },
    links: [
      { route: '/weixiu', label: { ch: '维修中心', en: 'Maintenance centre' } },
      { route: '/instructions', label: { ch: '说明书与软件下载', en: 'Manuals and software' } },
      { route: '/tmfdoc', label: { ch: 'TM-Q 资料', en: 'TM-Q documents' } },
    ],
  },
  {
    title: { ch: '推荐', en: 'Recommendations' },
    links: [
      { route: '/shebei', label: { ch: '设备中心', en: 'Equipment centre' } },
      { route: '/pinzhi', label: { ch: '品质荣誉', en: 'Quality honours' } },
      { route: '/tmf65', label: { ch: 'TMF651 AI 识别秤', en: 'TMF651 AI scale' } },
      { route: '/acsten', label: { ch: 'TM-Q 触屏价签秤', en: 'TM-Q touch price label scale' } },
    ],
  },
];
