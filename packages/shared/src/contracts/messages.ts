/**
 * Field messages a schema names by key (`{ error: 'v:phoneInvalid' }`); the server renders them
 * in the caller's language. Any other message is zod's own, in the caller's language too.
 */
export const VALIDATION_MESSAGES = {
  phoneRequired: { ch: '请输入手机号', en: 'please enter your phone number' },
  phoneInvalid: { ch: '请输入正确的手机号', en: 'please enter a correct phone number' },
  codeInvalid: { ch: '请输入4位短信验证码', en: 'please enter the 4-digit SMS code' },
  shopNameRequired: { ch: '请输入店铺名称', en: 'please enter the shop name' },
  telephoneInvalid: {
    ch: '请输入正确的电话号码（数字、空格、+、-、括号）',
    en: 'please enter a correct telephone number (digits, spaces, +, -, brackets)',
  },
  scaleNameRequired: { ch: '请输入电子秤名称', en: 'please enter the scale name' },
  scaleModelUnknown: {
    ch: '请选择型号目录中的电子秤型号',
    en: 'please choose a scale model of the model catalogue',
  },
  hotKeyGoodsRequired: {
    ch: '每个热键需要 good_id 或 plu',
    en: 'each hot key needs a good_id or a plu',
  },
  scaleUuidInvalid: {
    ch: '电子秤编号应为 8–64 位字母、数字、- 或 _',
    en: 'a scale uuid is 8–64 letters, digits, - or _',
  },
  pairingCodeInvalid: {
    ch: '配对码为 8 位字母或数字（在店铺页面生成）',
    en: 'a pairing code is 8 letters or digits (issued on the shop page)',
  },
  idInvalid: { ch: '应为有效的编号（正整数）', en: 'must be a valid id (a positive whole number)' },
  priceChangeNameRequired: { ch: '请输入调价或促销的名称', en: 'please enter the name of the price change' },
  priceChangeLinesRequired: {
    ch: '至少需要一个商品，最多 5000 个',
    en: 'needs at least one goods item and at most 5,000',
  },
  imageUrlNotStored: {
    ch: '请使用在本平台上传的图片',
    en: 'must be an image uploaded here',
  },
  textUnsafe: {
    ch: '含有无法保存的字符（空字符或不完整的 Unicode 字符）',
    en: 'holds a character that cannot be stored (NUL or a broken Unicode character)',
  },
  barcodeFlagInvalid: { ch: '条码标志为 2 位数字', en: 'the barcode flag is 2 digits' },
  priceListNameRequired: { ch: '请输入价格表名称', en: 'please enter the price list name' },
  timeZoneInvalid: {
    ch: '时区应为 IANA 时区名，如 Asia/Shanghai',
    en: 'the time zone must be an IANA zone name, such as Asia/Shanghai',
  },
  lanHostInvalid: {
    ch: '地址应为 IPv4 地址（如 192.168.1.20）或主机名',
    en: 'the address must be an IPv4 address (such as 192.168.1.20) or a host name',
  },
  lanPortInvalid: { ch: '端口应为 1–65535 的整数', en: 'the port must be a whole number from 1 to 65535' },
  barcodeNothingToChange: {
    ch: '请提供条码格式或条码标志',
    en: 'please give the barcode format or the barcode flag',
  },
  fleetSettingsNothingToChange: {
    ch: '请提供是否自动开工单或离线小时数',
    en: 'please give whether to open work orders automatically or the hours unreachable',
  },
  salesRetentionInvalid: {
    ch: '原始销售记录保留月数应为 3–240 的整数，或留空表示永久保留',
    en: 'the months raw sales are kept must be a whole number from 3 to 240, or empty to keep them for ever',
  },
  supplierNameRequired: { ch: '请输入供应商名称', en: 'please enter the supplier name' },
  locationNameRequired: { ch: '请输入库位名称', en: 'please enter the location name' },
  dateInvalid: { ch: '应为 YYYY-MM-DD 格式的日期', en: 'must be a date written YYYY-MM-DD' },
  linesRequired: { ch: '请至少添加一行商品', en: 'please add at least one goods line' },
  quantityPositive: { ch: '数量应大于 0', en: 'the quantity must be more than 0' },
  labelNameRequired: { ch: '请输入名称', en: 'please enter a name' },
  labelDataError: { ch: '标签数据错误', en: 'label data error' },
  labelTooWide: {
    ch: '标签宽度超过电子秤最大打印宽度 56 mm',
    en: 'the label is wider than the scales print (56 mm at most)',
  },
  logoInvalid: { ch: '标志图片应为 PNG 数据', en: 'the logo must be PNG data' },
  tradeTimeInvalid: {
    ch: '应为带时区的 ISO 8601 时间，如 2026-11-22T08:30:00+08:00',
    en: 'must be an ISO 8601 time with its offset, such as 2026-11-22T08:30:00+08:00',
  },
  tradeTimeOutOfRange: {
    ch: '交易时间应在 2000 年之后，且不晚于一年后',
    en: 'the trade time must be after 2000 and less than a year ahead',
  },
  tradeTimeNoSuchDay: {
    ch: '没有这一天或这一时刻（如 2 月 30 日、24:30）',
    en: 'there is no such day or time of day (such as 30 February or 24:30)',
  },
  tradeRecordsRequired: { ch: '请至少发送一条销售记录', en: 'please send at least one sales record' },
  dateRangeInvalid: { ch: '结束日期不能早于开始日期', en: 'the end date cannot be before the start date' },
  workOrderTitleRequired: { ch: '请简要写明问题', en: 'please say briefly what is wrong' },
  contactPersonRequired: { ch: '请输入联系人', en: 'please enter a contact person' },
  commentRequired: { ch: '请输入内容', en: 'please write something' },
  dateRangeTooLong: { ch: '日期范围最长 3 年', en: 'a date range is at most 3 years' },
  reportDescriptionRequired: {
    ch: '请写明秤有什么问题',
    en: 'please describe what is wrong with the scale',
  },
  reportAnswerRequired: { ch: '请输入答复', en: 'please write an answer' },
  verificationBodyRequired: { ch: '请输入检定机构', en: 'please enter the verifying body' },
  nextDueNotAfterVerified: {
    ch: '下次检定日期应晚于检定日期',
    en: 'the next due day must be after the day of the verification',
  },
  verifiedOnInFuture: {
    ch: '检定日期不能晚于今天（门店日历）',
    en: 'the day of the verification cannot be after today (the shop’s calendar)',
  },
  eventNoteRequired: { ch: '请写明发生了什么', en: 'please say what happened' },
  eventTimeOutOfRange: {
    ch: '发生时间应在 2000 年之后，且不晚于现在',
    en: 'the time must be after 2000 and not in the future',
  },
  softwareAfterRequired: {
    ch: '请输入变更后的软件标识',
    en: 'please enter the software identification after the change',
  },
  softwareOnlyForChange: {
    ch: '软件标识只用于“软件变更”记录',
    en: 'software identifications belong to software change events only',
  },
  workOrderOnlyForRepair: {
    ch: '只有“维修”记录可以关联工单',
    en: 'only a repair event links a work order',
  },
  workOrderOfOtherScale: {
    ch: '该工单不是这台秤的工单',
    en: 'that work order is not about this scale',
  },
  fileUrlNotStored: {
    ch: '请使用在本平台上传的文件',
    en: 'must be a file uploaded here',
  },
  attachmentKindMismatch: {
    ch: '附件类型与文件不符（图片或 PDF）',
    en: 'the attachment’s kind does not match the file (image or PDF)',
  },
  energyMismatch: {
    ch: '能量与蛋白质、脂肪、碳水化合物算得的能量相差超过 10%（17/37/17 kJ 每克）',
    en: 'the energy is more than 10% off what protein, fat and carbohydrate give (17/37/17 kJ per g)',
  },
  saturatesAboveFat: { ch: '饱和脂肪不能多于脂肪', en: 'saturates cannot exceed fat' },
  sugarsAboveCarbohydrate: { ch: '糖不能多于碳水化合物', en: 'sugars cannot exceed carbohydrate' },
  allergenNotDeclared: {
    ch: '配料中标为致敏物的类别必须在致敏物声明中列出',
    en: 'an allergen marked in the ingredients must be in the allergen declaration',
  },
  allergenRepeated: { ch: '每种致敏物只列一次', en: 'each allergen at most once' },
  ingredientNameRequired: { ch: '请输入配料的中文名称', en: 'please enter the ingredient’s Chinese name' },
  recallCriteria: {
    ch: '请给出商品和批次，或供应商和收货日期范围（二选一）',
    en: 'give either a goods item and lot, or a supplier and a range of receipt days',
  },
  recallRange: { ch: '开始日期不能晚于结束日期', en: 'the range must not end before it starts' },
  subMchidInvalid: {
    ch: '微信支付子商户号为 8–12 位数字',
    en: 'a WeChat Pay sub-merchant number is 8–12 digits',
  },
  appAuthTokenInvalid: {
    ch: '支付宝应用授权令牌为 10–128 位字母、数字、点、- 或 _',
    en: 'an Alipay app authorisation token is 10–128 letters, digits, dots, - or _',
  },
  paymentAmountInvalid: {
    ch: '金额应在 0.01 元到 100,000.00 元之间',
    en: 'the amount must be from ¥0.01 to ¥100,000.00',
  },
  paymentCodeInvalid: { ch: '收款码无效', en: 'this payment code is not valid' },
  paymentVisitInvalid: {
    ch: '页面访问编号为 16–64 位字母、数字、- 或 _',
    en: 'a page visit id is 16–64 letters, digits, - or _',
  },
  refundReasonRequired: { ch: '请输入退款原因', en: 'please enter the reason for the refund' },
  enquiryNameRequired: { ch: '请输入您的姓名', en: 'please enter your name' },
  enquiryContactRequired: {
    ch: '请留下手机号或电子邮箱（至少一项）',
    en: 'please give a phone number or an e-mail address (at least one)',
  },
  emailInvalid: { ch: '请输入正确的电子邮箱', en: 'please enter a correct e-mail address' },
  enquiryMessageRequired: { ch: '请输入留言内容', en: 'please enter your message' },
  enquiryMessageTooLong: { ch: '留言最多 2000 个字符', en: 'the message is at most 2,000 characters' },
  dealerCompanyRequired: {
    ch: '申请经销商请填写公司名称',
    en: 'a dealer application needs the company name',
  },
  dealerRegionRequired: { ch: '申请经销商请填写所在地区', en: 'a dealer application needs the region' },
  leadNoteRequired: { ch: '请输入备注内容', en: 'please enter the note' },
} as const satisfies Record<string, { ch: string; en: string }>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** The schema-side reference to a message of the catalogue above. */
export function messageKey(key: ValidationMessageKey): string {
  return `v:${key}`;
}
