import type { Bilingual } from '../../i18n/lang.js';

export const GALLERY_COPY = {
  honoursTitle: { ch: '品质荣誉', en: 'Quality honours' },
  honoursDescription: {
    ch: '体系认证、计量许可、专利与软件著作权、客户评价：十二项品质荣誉。',
    en: 'System certificates, metrology approvals, patents, software copyrights and customer awards: twelve quality honours.',
  },
  honoursIntro: {
    ch: '品质来自每一道工序的坚持。以下证书与荣誉记录了我们在质量管理、计量合规与技术创新方面的积累。',
    en: 'Quality comes from care at every step. These certificates and awards record our work in quality management, metrological compliance and innovation.',
  },
  qualityTitle: { ch: '品质保证', en: 'Quality assurance' },
  qualityDescription: {
    ch: '品质保证：体系认证、计量许可与产品荣誉。',
    en: 'Quality assurance: certificates, metrology approvals and product awards.',
  },
  qualityIntro: {
    ch: '从来料检验、过程控制到出厂检定，每一台秤都按体系要求生产和检验。',
    en: 'From incoming inspection through process control to final verification, every scale is built and tested to our quality system.',
  },
  equipmentTitle: { ch: '设备中心', en: 'Equipment centre' },
  equipmentDescription: {
    ch: '生产与检测设备：贴片线、老化测试、环境试验、计量检定等九个场景。',
    en: 'Production and test equipment: placement line, ageing, climate testing, calibration and more, in nine pictures.',
  },
  equipmentIntro: {
    ch: '自有生产线与实验室保证每一台产品的一致性与可靠性。',
    en: 'Our own production lines and laboratories keep every product consistent and reliable.',
  },
  productionTitle: { ch: '生产设备', en: 'Production equipment' },
  productionDescription: {
    ch: '生产设备一览：从主板贴片到成品仓库。',
    en: 'Production equipment, from board placement to the finished goods store.',
  },
  productionIntro: {
    ch: '以下九个场景展示了产品从元件到成品的生产与检测过程。',
    en: 'These nine scenes follow a product from components to finished goods.',
  },
  maintenanceTitle: { ch: '维修中心', en: 'Maintenance centre' },
  maintenanceDescription: {
    ch: '十一份维修资料：标定、打印头、标签纸、网络、PLU 下载、电池、驱动与接线。',
    en: 'Eleven repair notes: calibration, print head, labels, network, PLU download, battery, drivers and wiring.',
  },
  maintenanceIntro: {
    ch: '常见问题的处理方法与驱动下载。如问题仍未解决，请联系当地经销商或服务网点。',
    en: 'Fixes for common problems and driver downloads. If a problem remains, contact your dealer or service point.',
  },
} as const satisfies Record<string, Bilingual>;
