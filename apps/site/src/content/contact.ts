import type { Bilingual } from '../i18n/lang.js';

/** The texts of the contact page and of the enquiry form, both languages side by side. */
export const CONTACT_TEXT = {
  title: { ch: '联系我们', en: 'Contact us' },
  description: {
    ch: '咨询产品、价格或申请成为经销商：留下联系方式，我们会尽快与您联系。',
    en: 'Ask about a product or its price, or apply to become a dealer: leave your details and we will contact you soon.',
  },
  noDetails: {
    ch: '联系方式即将公布，请先通过下方表单留言，我们会尽快与您联系。',
    en: 'Our contact details are on their way: send us a message with the form below and we will reply soon.',
  },
  map: { ch: '查看地图', en: 'Open in a map' },
  details: { ch: '联系方式', en: 'Contact details' },
  phone: { ch: '电话', en: 'Phone' },
  email: { ch: '邮箱', en: 'E-mail' },
  address: { ch: '地址', en: 'Address' },
  hours: { ch: '工作时间', en: 'Working hours' },
  formTitle: { ch: '在线咨询', en: 'Send us a message' },
  productFormTitle: { ch: '咨询此产品', en: 'Ask about this product' },
  productFormIntro: {
    ch: '留下手机号或邮箱，我们会就本产品与您联系。也可以直接致电或发邮件：',
    en: 'Leave a phone number or an e-mail address and we will contact you about this product. Or call or write to us:',
  },
  productFormIntroFormOnly: {
    ch: '留下手机号或邮箱，我们会就本产品与您联系。',
    en: 'Leave a phone number or an e-mail address and we will contact you about this product.',
  },
  kind: { ch: '咨询类型', en: 'Kind' },
  kindEnquiry: { ch: '产品咨询', en: 'Product enquiry' },
  kindDealer: { ch: '申请成为经销商', en: 'Dealer application' },
  name: { ch: '姓名', en: 'Name' },
  company: { ch: '公司（经销商申请必填）', en: 'Company (required for a dealer application)' },
  region: { ch: '所在地区（经销商申请必填）', en: 'Region (required for a dealer application)' },
  contactPhone: { ch: '手机号', en: 'Mobile phone' },
  contactEmail: { ch: '电子邮箱', en: 'E-mail' },
  contactHint: { ch: '手机号和邮箱至少填写一项。', en: 'Give at least a phone number or an e-mail address.' },
  message: { ch: '留言', en: 'Message' },
  honeypot: { ch: '网站（请留空）', en: 'Website (leave empty)' },
  send: { ch: '提交', en: 'Send' },
  sending: { ch: '正在提交…', en: 'Sending…' },
  sent: {
    ch: '已收到您的咨询，编号 {reference}。我们会尽快与您联系。',
    en: 'Thank you: your enquiry was received, reference {reference}. We will contact you soon.',
  },
  failed: {
    ch: '提交失败，请稍后再试，或直接致电联系我们。',
    en: 'It could not be sent. Please try again later, or call us.',
  },
} as const satisfies Record<string, Bilingual>;
