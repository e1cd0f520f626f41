import type { SitePageContent } from '@dahua/shared/contracts/site-content';
import type { Bilingual } from '../../i18n/lang.js';

export const ABOUT_COPY = {
  title: { ch: '关于我们', en: 'About us' },
  description: {
    ch: '电子衡器与零售称重打印设备制造商：研发、生产、质量与服务。',
    en: 'A maker of electronic weighing instruments and retail weigh-and-print equipment: research, production, quality and service.',
  },
  intro: {
    ch: '我们是一家专注电子衡器的制造企业，产品覆盖条码秤、AI 识别秤、收银秤、计数秤、计重秤、称重仪表、标签打印机以及自动贴标机和包装机，服务于超市、生鲜连锁、集贸市场、物流配送与工厂。',
    en: 'We are a manufacturer dedicated to electronic weighing. Our range covers label scales, AI recognition scales, cash register scales, counting and weighing scales, indicators, label printers and automatic labeling and packaging machines, serving supermarkets, fresh-food chains, markets, logistics and factories.',
  },
  researchHeading: { ch: '研发', en: 'Research and development' },
  researchBody: {
    ch: '称重传感、标签打印机构、视觉识别与秤管理软件均由自有团队开发，新品从设计到量产经过完整的环境、寿命与计量验证。',
    en: 'Our own teams develop load sensing, label print mechanisms, vision recognition and scale management software; every new product passes environmental, endurance and metrological verification before volume production.',
  },
  productionHeading: { ch: '生产与质量', en: 'Production and quality' },
  productionBody: {
    ch: '主板贴片、整机装配、计量检定与出厂检验在自有工厂完成，每台秤出厂前都经过标准砝码检定。',
    en: 'Board assembly, final assembly, metrological verification and outgoing inspection take place in our own plant; every scale is verified with standard weights before it ships.',
  },
  serviceHeading: { ch: '服务', en: 'Service' },
  serviceBody: {
    ch: '经销与服务网络提供安装、培训与维修；说明书、软件与维修资料可在本站下载。',
    en: 'Our dealer and service network installs, trains and repairs; manuals, software and repair notes can be downloaded from this site.',
  },
  honoursLink: { ch: '查看品质荣誉', en: 'See our quality honours' },
  equipmentLink: { ch: '参观设备中心', en: 'Tour the equipment centre' },
} as const satisfies Record<string, Bilingual>;

/** The about page as the database's first revision holds it (issue 30 §1): three sections, two with a link. */
export const ABOUT_PAGE: SitePageContent = {
  title: ABOUT_COPY.title,
  description: ABOUT_COPY.description,
  intro: ABOUT_COPY.intro,
  sections: [
    { heading: ABOUT_COPY.researchHeading, paragraphs: [ABOUT_COPY.researchBody] },
    {
      heading: ABOUT_COPY.productionHeading,
      paragraphs: [ABOUT_COPY.productionBody],
      link: { label: ABOUT_COPY.equipmentLink, path: '/device' },
    },
    {
      heading: ABOUT_COPY.serviceHeading,
      paragraphs: [ABOUT_COPY.serviceBody],
      link: { label: ABOUT_COPY.honoursLink, path: '/houer' },
    },
  ],
};
