import type { Bilingual } from '../../i18n/lang.js';

/** Copy of the /dahuascale shell pages and the /dahuascaleweihu maintenance notice. */
export const SHELL_COPY = {
  pcTitle: { ch: '大华秤 PC 端', en: 'Dahua Scale for PC' },
  pcDescription: {
    ch: '在电脑上管理门店的电子秤：商品、热键、标签格式与销售数据。',
    en: 'Manage your shop scales from a computer: goods, hot keys, label formats and sales data.',
  },
  pcIntro: {
    ch: '大华秤 PC 端帮助门店在电脑上维护电子秤：批量整理商品、设置热键、设计标签格式，并查看各台秤的销售数据。',
    en: 'Dahua Scale for PC helps shops look after their scales from a computer: prepare goods in bulk, set hot keys, design label formats and review each scale’s sales.',
  },
  pcStepsHeading: { ch: '开始使用', en: 'Getting started' },
  pcStep1: {
    ch: '下载 PLU 商品管理工具包与标签编辑工具包',
    en: 'Download the PLU manager kit and the label editor kit',
  },
  pcStep2: {
    ch: '按 USB 串口连接工具包的说明连接电子秤',
    en: 'Connect the scale as the USB serial connection kit describes',
  },
  pcStep3: {
    ch: '登录管理后台，将商品与标签下发到门店电子秤',
    en: 'Sign in to the console and send goods and labels to your shop scales',
  },
  pcDownloadsLink: { ch: '前往软件下载', en: 'Go to software downloads' },
  pcSignInLink: { ch: '登录管理后台', en: 'Sign in to the console' },
  paymentLink: { ch: '秤上收款签约说明', en: 'Payment signing for scales' },
  paymentTitle: { ch: '秤上收款签约', en: 'Payment signing for scales' },
  paymentDescription: {
    ch: '为收银秤开通扫码收款前需要准备的资料与签约步骤。',
    en: 'What to prepare and how to sign up before a cash register scale takes QR-code payments.',
  },
  paymentIntro: {
    ch: '收银秤可在称重后直接展示收款码。开通前，门店需要与支付服务机构完成商户签约；本站不收取任何费用，也不处理支付。',
    en: 'A cash register scale can show a payment code right after weighing. Before that, the shop signs a merchant agreement with a payment provider; this site charges nothing and handles no payments.',
  },
  paymentPrepareHeading: { ch: '需要准备', en: 'What to prepare' },
  paymentPrepare1: {
    ch: '营业执照与经营者身份证件',
    en: 'Business licence and the owner’s identity document',
  },
  paymentPrepare2: { ch: '用于结算的银行账户', en: 'A bank account for settlement' },
  paymentPrepare3: { ch: '门店门头与收银台照片', en: 'Photos of the shopfront and the checkout' },
  paymentStepsHeading: { ch: '签约步骤', en: 'Signing steps' },
  paymentStep1: { ch: '向经销商提出开通申请', en: 'Ask your dealer to open the service' },
  paymentStep2: {
    ch: '在支付服务机构完成商户签约',
    en: 'Sign the merchant agreement with the payment provider',
  },
  paymentStep3: {
    ch: '在管理后台把商户号绑定到门店的收银秤',
    en: 'Link the merchant number to the shop’s scales in the console',
  },
  maintenanceTitle: { ch: '系统维护公告', en: 'Service maintenance notice' },
  maintenanceDescription: {
    ch: '电子秤云服务维护期间的说明：门店电子秤可继续离线称重打印。',
    en: 'About scale cloud service maintenance: shop scales keep weighing and printing offline.',
  },
  maintenanceBody: {
    ch: '电子秤云服务在维护期间会暂停商品下发与数据同步。门店电子秤可继续离线称重、计价与打印，维护结束后销售数据将自动补传。',
    en: 'While the scale cloud service is under maintenance, sending goods and synchronising data pause. Shop scales keep weighing, pricing and printing offline, and their sales upload automatically once maintenance ends.',
  },
  maintenanceAdvice: {
    ch: '如需紧急调整商品价格，可在电子秤上直接修改，维护结束后再与后台同步。',
    en: 'For an urgent price change, edit it on the scale itself and synchronise with the console after maintenance.',
  },
  shellIndexTitle: { ch: '大华秤服务', en: 'Dahua Scale services' },
} as const satisfies Record<string, Bilingual>;
