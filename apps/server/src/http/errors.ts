import { type Bilingual, format, type Lang } from './language.js';

/**
 * The error catalogue: every failure the API answers, with its stable id (sent as
 * data.dahua_error), its HTTP status and its message in both languages. Clients key on
 * the id, people read the message. Add new errors here, never inline.
 */
export const ERRORS = {
  SESSION_INVALID: {
    id: 'ERCO000001',
    status: 401,
    msg: { ch: '用户登录信息失效，请重新登录', en: 'Your sign-in is no longer valid. Please sign in again.' },
  },
  VALIDATION: {
    id: 'ERCO000002',
    status: 400,
    msg: { ch: '请求参数有误：{detail}', en: 'Invalid request: {detail}' },
  },
  BAD_CREDENTIALS: {
    id: 'ERCO000003',
    status: 401,
    msg: { ch: '账号或密码错误', en: 'Wrong account or password.' },
  },
  TOO_MANY_ATTEMPTS: {
    id: 'ERCO000004',
    status: 429,
    msg: {
      ch: '尝试次数过多，请 {minutes} 分钟后再试',
      en: 'Too many attempts. Please try again in {minutes} minutes.',
    },
  },
  FORBIDDEN: {
    id: 'ERCO000005',
    status: 403,
    msg: { ch: '没有权限执行此操作', en: 'You are not allowed to do this.' },
  },
  NOT_FOUND: {
    id: 'ERCO000006',
    status: 404,
    msg: { ch: '请求的资源不存在', en: 'The requested resource does not exist.' },
  },
  ROUTE_NOT_FOUND: {
    id: 'ERCO000007',
    status: 404,
    msg: { ch: '接口不存在：{method} {url}', en: 'No such API: {method} {url}' },
  },
  CONFLICT: {
    id: 'ERCO000008',
    status: 409,
    msg: { ch: '数据冲突：{detail}', en: 'Conflict: {detail}' },
  },
  ACCOUNT_DISABLED: {
    id: 'ERCO000009',
    status: 403,
    msg: { ch: '账号已停用，请联系管理员', en: 'This account is disabled. Please contact an administrator.' },
  },
  PAYLOAD_TOO_LARGE: {
    id: 'ERCO000010',
    status: 413,
    msg: { ch: '请求内容过大', en: 'The request is too large.' },
  },
  BAD_REQUEST: {
    id: 'ERCO000011',
    status: 400,
    msg: { ch: '请求格式有误', en: 'The request is malformed.' },
  },
  SMS_SEND_FAILED: {
    id: 'ERCO000100',
    status: 502,
    msg: {
      ch: '短信发送失败，请稍后再试（{detail}）',
      en: 'The SMS could not be sent; please try again later ({detail}).',
    },
  },
  SMS_TOO_SOON: {
    id: 'ERCO000101',
    status: 429,
    msg: { ch: '发送过于频繁，请 {seconds} 秒后再试', en: 'Too frequent. Please try again in {seconds} s.' },
  },
  SMS_CODE_INVALID: {
    id: 'ERCO000102',
    status: 400,
    msg: {
      ch: '验证码错误或已失效，请重新获取',
      en: 'The verification code is wrong or no longer valid; please request a new one.',
    },
  },
  PHONE_TAKEN: {
    id: 'ERCO000103',
    status: 409,
    msg: { ch: '该手机号已绑定其他账号', en: 'This phone number is bound to another account.' },
  },
  PHONE_CHANGE_NEEDS_CODE: {
    id: 'ERCO000104',
    status: 400,
    msg: {
      ch: '修改手机号请通过短信验证码绑定',
      en: 'To change your phone number, bind the new one with an SMS code.',
    },
  },
  WECHAT_NOT_CONFIGURED: {
    id: 'ERCO000105',
    status: 503,
    msg: { ch: '微信登录尚未配置', en: 'WeChat sign-in is not configured.' },
  },
  WECHAT_CODE_INVALID: {
    id: 'ERCO000106',
    status: 400,
    msg: {
      ch: '微信授权失败，请重试（{detail}）',
      en: 'WeChat authorisation failed; please try again ({detail}).',
    },
  },
  WECHAT_TAKEN: {
    id: 'ERCO000107',
    status: 409,
    msg: { ch: '该微信已绑定其他账号', en: 'This WeChat account is bound to another account.' },
  },
  IMAGE_REQUIRED: {
    id: 'ERCO000012',
    status: 400,
    msg: {
      ch: '请在 image 字段中上传一个图片文件',
      en: 'Upload one image file in the "image" field.',
    },
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    id: 'ERCO000013',
    status: 415,
    msg: {
      ch: '只能上传 PNG、JPEG、WebP 或 GIF 格式的图片',
      en: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    },
  },
  IMAGE_TOO_LARGE: {
    id: 'ERCO000014',
    status: 413,
    msg: { ch: '图片大小不能超过 {mb} MB', en: 'The image must not be larger than {mb} MB.' },
  },
  IMAGE_TOO_MANY_PIXELS: {
    id: 'ERCO000024',
    status: 413,
    msg: {
      ch: '图片像素过多（{width} × {height}），最多 {ch} 万像素',
      en: 'The image has too many pixels ({width} × {height}); at most {en} megapixels.',
    },
  },
  IMAGE_UNREADABLE: {
    id: 'ERCO000025',
    status: 400,
    msg: {
      ch: '图片无法读取：文件已损坏或不完整',
      en: 'The image cannot be read: the file is damaged or incomplete.',
    },
  },
  STORAGE_FAILED: {
    id: 'ERCO000015',
    status: 502,
    msg: { ch: '文件保存失败，请稍后再试', en: 'The file could not be stored. Please try again later.' },
  },
  SHOP_HAS_SCALES: {
    id: 'ERCO000200',
    status: 409,
    msg: {
      ch: '该店铺下还有 {count} 台电子秤，请先移除电子秤后再删除店铺',
      en: 'This shop still has {count} scale(s); remove them before deleting the shop.',
    },
  },
  SHOP_NAME_TAKEN: {
    id: 'ERCO000201',
    status: 409,
    msg: {
      ch: '本公司已有名为「{name}」的店铺，请换一个名称',
      en: 'This company already has a shop named "{name}"; please choose another name.',
    },
  },
  ALREADY_IN_COMPANY: {
    id: 'ERCO000300',
    status: 409,
    msg: { ch: '该用户已加入其他公司', en: 'This user already belongs to a company.' },
  },
  ALREADY_MEMBER: {
    id: 'ERCO000306',
    status: 409,
    msg: {
      ch: '该手机号已是本公司成员',
      en: 'This phone number already belongs to a member of this company.',
    },
  },
  LAST_OWNER: {
    id: 'ERCO000301',
    status: 409,
    msg: { ch: '公司至少需要一位所有者', en: 'A company must keep at least one owner.' },
  },
  NOT_A_COMPANY_USER: {
    id: 'ERCO000302',
    status: 400,
    msg: { ch: '管理员账号不能加入公司', en: 'Administrator accounts cannot join a company.' },
  },
  LAST_SUPER_ADMIN: {
    id: 'ERCO000303',
    status: 409,
    msg: {
      ch: '至少需要保留一位启用的超级管理员',
      en: 'At least one active super administrator must remain.',
    },
  },
  NOT_YOURSELF: {
    id: 'ERCO000304',
    status: 400,
    msg: { ch: '不能对自己的账号执行此操作', en: 'You cannot do this to your own account.' },
  },
  USERNAME_TAKEN: {
    id: 'ERCO000305',
    status: 409,
    msg: { ch: '用户名已被使用', en: 'This username is already taken.' },
  },
  IMPORT_FILE_REQUIRED: {
    id: 'ERCO000400',
    status: 400,
    msg: {
      ch: '请在 file 字段中上传一个 xlsx 或 csv 文件',
      en: 'Upload one xlsx or csv file in the "file" field.',
    },
  },
  IMPORT_FILE_TYPE: {
    id: 'ERCO000401',
    status: 415,
    msg: {
      ch: '只能导入 xlsx 或 csv（UTF-8）表格文件',
      en: 'Only xlsx or csv (UTF-8) spreadsheets can be imported.',
    },
  },
  IMPORT_FILE_TOO_LARGE: {
    id: 'ERCO000402',
    status: 413,
    msg: { ch: '导入文件不能超过 {mb} MB', en: 'The import file must not be larger than {mb} MB.' },
  },
  IMPORT_TOO_MANY_ROWS: {
    id: 'ERCO000403',
    status: 400,
    msg: { ch: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once.' },
  },
  IMPORT_COLUMN_MISSING: {
    id: 'ERCO000404',
    status: 400,
    msg: { ch: '表头缺少必需的列：{column}', en: 'The header row lacks a required column: {column}' },
  },
  IMPORT_DUPLICATE_ROW: {
    id: 'ERCO000405',
    status: 400,
    msg: { ch: '与第 {row} 行重复', en: 'the same as on row {row}' },
  },
  IMPORT_CODE_TAKEN: {
    id: 'ERCO000406',
    status: 409,
    msg: { ch: '商品编码已被 PLU {plu} 使用', en: 'the item code is used by PLU {plu}' },
  },
  SCALE_ALREADY_REGISTERED: {
    id: 'ERCO000600',
    status: 409,
    msg: { ch: '该电子秤已注册到其他店铺', en: 'This scale is already registered.' },
  },
  SCALE_ALREADY_REGISTERED_IN_SHOP: {
    id: 'ERCO000601',
    status: 409,
    msg: {
      ch: '该电子秤已注册到店铺「{shop}」',
      en: 'This scale is already registered, to the shop "{shop}".',
    },
  },
  PLU_BEYOND_SCALE_MODEL: {
    id: 'ERCO000602',
    status: 409,
    msg: {
      ch: 'PLU {plu} 超出电子秤「{scale}」（{model}）可用的 PLU 号范围 1–{limit}',
      en: 'PLU {plu} is beyond the PLU numbers 1–{limit} that the scale "{scale}" ({model}) takes.',
    },
  },
  SCALE_GOODS_FULL: {
    id: 'ERCO000603',
    status: 409,
    msg: {
      ch: '电子秤「{scale}」最多可放 {limit} 个商品，还剩 {left} 个位置，无法再加入 {adding} 个',
      en: 'The scale "{scale}" holds at most {limit} goods: {left} place(s) left, so {adding} cannot be added.',
    },
  },
  HOT_KEY_OUT_OF_RANGE: {
    id: 'ERCO000604',
    status: 400,
    msg: {
      ch: '热键 {key} 超出范围，该电子秤的热键为 1–{count}',
      en: 'Hot key {key} is out of range: this scale has hot keys 1–{count}.',
    },
  },
  HOT_KEY_DUPLICATE: {
    id: 'ERCO000605',
    status: 400,
    msg: { ch: '热键 {key} 重复出现', en: 'Hot key {key} is given more than once.' },
  },
  HOT_KEY_GOODS_NOT_ON_SCALE: {
    id: 'ERCO000606',
    status: 400,
    msg: {
      ch: '热键 {key} 的商品不在该电子秤上，请先把商品下发到电子秤',
      en: 'The goods of hot key {key} are not on this scale; add them to the scale first.',
    },
  },
  HOT_KEY_WRONG_GROUP: {
    id: 'ERCO000607',
    status: 400,
    msg: {
      ch: '热键 {key} 属于 {group} 组，不属于 {given} 组',
      en: 'Hot key {key} belongs to group {group}, not {given}.',
    },
  },
  HOT_KEY_GOODS_MISMATCH: {
    id: 'ERCO000608',
    status: 400,
    msg: {
      ch: '热键 {key} 的 good_id 与 PLU {plu} 不是同一个商品',
      en: 'Hot key {key}: good_id and PLU {plu} name different goods.',
    },
  },
  SCALE_MODEL_MISMATCH: {
    id: 'ERCO000609',
    status: 409,
    msg: {
      ch: '电子秤「{scale}」的型号是 {model}，与源电子秤的型号 {source} 不同，不能复制热键',
      en: 'The scale "{scale}" is a {model}, not a {source} like the source scale; hot keys cannot be copied to it.',
    },
  },
  SCALE_OF_OTHER_COMPANY: {
    id: 'ERCO000610',
    status: 409,
    msg: {
      ch: '电子秤「{scale}」属于其他公司，不能使用本公司的商品',
      en: 'The scale "{scale}" belongs to another company and cannot take this company\'s goods.',
    },
  },
  SCALE_MODEL_TOO_SMALL: {
    id: 'ERCO000611',
    status: 409,
    msg: {
      ch: '不能改为型号 {model}：该电子秤上的 PLU {plu} 超出其 PLU 号范围 1–{limit}，请先移除这些商品',
      en: 'Cannot change to {model}: PLU {plu} on this scale is beyond its PLU numbers 1–{limit}; remove such goods first.',
    },
  },
  SCALE_MODEL_FEWER_KEYS: {
    id: 'ERCO000612',
    status: 409,
    msg: {
      ch: '不能改为型号 {model}：热键 {key} 超出其热键范围 1–{count}，请先清除这些热键',
      en: 'Cannot change to {model}: hot key {key} is beyond its hot keys 1–{count}; clear those keys first.',
    },
  },
  SCALE_NOT_REGISTERED: {
    id: 'ERCO000620',
    status: 404,
    msg: {
      ch: '该电子秤尚未注册，请先扫描秤上的注册二维码完成注册',
      en: 'This scale is not registered yet; register it first by scanning its registration QR code.',
    },
  },
  AUTH_REQUEST_NOT_FOUND: {
    id: 'ERCO000621',
    status: 404,
    msg: {
      ch: '授权请求不存在或校验失败',
      en: 'No such authorisation request, or its secret does not match.',
    },
  },
  AUTH_REQUEST_EXPIRED: {
    id: 'ERCO000622',
    status: 410,
    msg: {
      ch: '授权请求已过期，请在电子秤上重新发起授权',
      en: 'This authorisation request has expired; start a new one on the scale.',
    },
  },
  AUTH_REQUEST_ALREADY_APPROVED: {
    id: 'ERCO000623',
    status: 409,
    msg: {
      ch: '该授权请求已被批准，等待电子秤领取凭证',
      en: 'This authorisation request is already approved; the scale is yet to collect its credential.',
    },
  },
  AUTH_REQUEST_ALREADY_COLLECTED: {
    id: 'ERCO000624',
    status: 409,
    msg: {
      ch: '该授权请求已完成，电子秤已领取凭证',
      en: 'This authorisation request is complete; the scale has collected its credential.',
    },
  },
  SCALE_AUTHORIZE_FORBIDDEN: {
    id: 'ERCO000625',
    status: 403,
    msg: {
      ch: '只有该电子秤所属公司的所有者、管理员或平台管理员可以授权',
      en: "Only the owners and managers of the scale's company, or administrators, may authorise it.",
    },
  },
  WECHAT_NOT_LINKED: {
    id: 'ERCO000626',
    status: 403,
    msg: {
      ch: '该微信未绑定任何账号，请先登录后再授权',
      en: 'This WeChat account is not linked to any account; sign in first, then authorise.',
    },
  },
  TOO_MANY_REQUESTS: {
    id: 'ERCO000640',
    status: 429,
    msg: {
      ch: '访问过于频繁，请 {minutes} 分钟后再试',
      en: 'Too many requests. Please try again in {minutes} minutes.',
    },
  },
  // Database refusals the error handler maps (lib/pg-errors.ts), for the writes no rule caught first.
  ALREADY_EXISTS: {
    id: 'ERCO000016',
    status: 409,
    msg: { ch: '数据已存在，不能重复添加', en: 'This already exists.' },
  },
  STILL_IN_USE: {
    id: 'ERCO000017',
    status: 409,
    msg: { ch: '数据仍在使用中，不能删除', en: 'This is still in use and cannot be deleted.' },
  },
  VALUE_NOT_ACCEPTED: {
    id: 'ERCO000018',
    status: 400,
    msg: {
      ch: '请求中有无效或超出范围的值',
      en: 'The request holds a value that is invalid or out of range.',
    },
  },
  BUSY: {
    id: 'ERCO000019',
    status: 503,
    msg: { ch: '系统繁忙，请稍后重试', en: 'The system is busy. Please try again.' },
  },
  GOODS_PLU_TAKEN: {
    id: 'ERCO000720',
    status: 409,
    msg: { ch: 'PLU {plu} 已被「{name}」使用', en: 'PLU {plu} is already used by {name}' },
  },
  GOODS_ITEM_CODE_TAKEN: {
    id: 'ERCO000721',
    status: 409,
    msg: { ch: '商品编码 {code} 已被「{name}」使用', en: 'Item code {code} is already used by {name}' },
  },
  LABEL_DATA_INVALID: {
    id: 'ERCO000730',
    status: 400,
    msg: { ch: '标签数据错误：{detail}', en: 'Label data error: {detail}' },
  },
  LABEL_FILE_INVALID: {
    id: 'ERCO000731',
    status: 400,
    msg: {
      ch: '{file} 不是可导入的标签文件：{detail}',
      en: '{file} is not a label file we can import: {detail}',
    },
  },
  LABEL_FILE_TOO_LARGE: {
    id: 'ERCO000732',
    status: 413,
    msg: { ch: '标签文件不能超过 {kb} KB', en: 'A label file may be {kb} KB at most.' },
  },
  LABEL_SLOT_TAKEN: {
    id: 'ERCO000733',
    status: 409,
    msg: {
      ch: '{shop} 的标签号 {slot} 已由「{name}」使用',
      en: 'Label number {slot} of {shop} is already used by {name}',
    },
  },
  // Stock (issue 14): every refusal names the document, the line and the goods.
  STOCK_SHORTFALL: {
    id: 'ERCO000700',
    status: 409,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 库存不足，缺少 {shortfall}',
      en: '{document} line {line}: not enough {goods} in stock, {shortfall} short',
    },
  },
  STOCK_WRONG_STATUS: {
    id: 'ERCO000701',
    status: 409,
    msg: {
      ch: '{document} 当前状态为「{status}」，不能{action}',
      en: '{document} is {status}, so it cannot be {action}',
    },
  },
  STOCK_GOODS_UNKNOWN: {
    id: 'ERCO000702',
    status: 400,
    msg: {
      ch: '第 {line} 行：商品 {goods} 不存在或不属于本公司',
      en: 'line {line}: goods {goods} does not exist in this company',
    },
  },
  STOCK_OVER_RECEIPT: {
    id: 'ERCO000703',
    status: 400,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 收货超过订单（订购 {ordered}，已收 {received}），请填写原因',
      en: '{document} line {line}: {goods} is more than ordered ({ordered} ordered, {received} received); please give a reason',
    },
  },
  STOCK_OVER_RETURN: {
    id: 'ERCO000704',
    status: 409,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 退货超过收货单可退数量（可退 {available}）',
      en: '{document} line {line}: {goods} returns more than the receipt has left to return ({available} left)',
    },
  },
  STOCK_BAD_LOCATION: {
    id: 'ERCO000705',
    status: 400,
    msg: { ch: '库位不可用：{detail}', en: 'Location not usable: {detail}' },
  },
  STOCK_BAD_SOURCE: {
    id: 'ERCO000706',
    status: 400,
    msg: { ch: '来源单据不可用：{detail}', en: 'Source document not usable: {detail}' },
  },
  STOCK_TRANSIT_REASON: {
    id: 'ERCO000707',
    status: 400,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 实收 {received} 少于发出 {shipped}，请填写原因',
      en: '{document} line {line}: {goods} received {received} of {shipped} shipped; please give a reason',
    },
  },
  STOCK_OVER_SHIPPED: {
    id: 'ERCO000708',
    status: 400,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 实收 {received} 多于发出 {shipped}',
      en: '{document} line {line}: {goods} received {received}, more than the {shipped} shipped',
    },
  },
  STOCK_NOT_IN_COUNT: {
    id: 'ERCO000709',
    status: 400,
    msg: {
      ch: '{document}：商品 {goods} 不在本次盘点范围内',
      en: '{document}: goods {goods} is not part of this stocktake',
    },
  },
  SUPPLIER_NAME_TAKEN: {
    id: 'ERCO000710',
    status: 409,
    msg: { ch: '已有名为「{name}」的供应商', en: 'There is already a supplier named "{name}".' },
  },
  SUPPLIER_INACTIVE: {
    id: 'ERCO000711',
    status: 400,
    msg: { ch: '供应商「{name}」已停用', en: 'The supplier "{name}" is deactivated.' },
  },
  STOCK_HAS_LATER_DOCUMENTS: {
    id: 'ERCO000712',
    status: 409,
    msg: {
      ch: '{document} 已有后续单据 {later}，请先作废后续单据',
      en: '{document} has later documents ({later}); cancel those first',
    },
  },
  STOCK_BAD_LINE: {
    id: 'ERCO000713',
    status: 400,
    msg: {
      ch: '{document}：行 #{line} {problem}，未收货',
      en: '{document}: line #{line} {problem}; nothing was received',
    },
  },
  DEVICE_CREDENTIAL_INVALID: {
    id: 'ERCO000800',
    status: 401,
    msg: {
      ch: '设备凭证无效：请在请求头 Authorization: Bearer 中发送电子秤注册时获得的凭证',
      en: 'Invalid device credential: send the credential the scale got at registration as Authorization: Bearer',
    },
  },
  BRIDGE_TOKEN_INVALID: {
    id: 'ERCO000803',
    status: 401,
    msg: {
      ch: '桥接程序凭证无效或已解除配对：请在店铺页面生成新的配对码重新配对',
      en: 'Invalid bridge token, or the bridge was unpaired: pair it again with a new code from the shop page',
    },
  },
  BRIDGE_SCALE_FOREIGN: {
    id: 'ERCO000804',
    status: 403,
    msg: {
      ch: '该电子秤不属于此桥接程序所在的店铺',
      en: 'This scale is not of the bridge’s shop',
    },
  },
  PAIRING_CODE_INVALID: {
    id: 'ERCO000805',
    status: 400,
    msg: {
      ch: '配对码错误、已使用或已过期：请在店铺页面重新生成',
      en: 'The pairing code is wrong, already used or expired: issue a new one on the shop page',
    },
  },
  SCALE_ADDRESS_TAKEN: {
    id: 'ERCO000807',
    status: 409,
    msg: {
      ch: '本店已有电子秤「{scale}」使用地址 {address}：请核对地址，或修改那台秤',
      en: 'The scale “{scale}” of this shop already uses the address {address}: check the address, or change that scale',
    },
  },
  TRADE_IMPORT_ROW_INVALID: {
    id: 'ERCO000802',
    status: 400,
    msg: {
      ch: '第 {row} 行「{column}」有误：{message}，未导入任何记录',
      en: 'Row {row}, "{column}": {message}. Nothing was imported.',
    },
  },
  TRADE_IMPORT_TOO_MANY_ROWS: {
    id: 'ERCO000806',
    status: 413,
    msg: {
      ch: '文件超过 {max} 条销售记录，请拆分为每个不超过 {max} 条的文件，未导入任何记录',
      en: 'The file has more than {max} sales records; split it into files of at most {max}. Nothing was imported.',
    },
  },
  // Statistics (issue 15).
  ANALYSIS_CLOSED: {
    id: 'ERCO000801',
    status: 403,
    msg: {
      ch: '本公司尚未开通数据分析，请联系管理员开通后再查看统计',
      en: 'Your company has not opened data analysis yet; ask an administrator to open it to see statistics.',
    },
  },
  WORK_ORDER_MOVE_REFUSED: {
    id: 'ERCO000900',
    status: 409,
    msg: {
      ch: '工单当前为「{status}」，不能{action}。现在可以：{allowed}',
      en: 'The order is {status}; it cannot be {action} now. What you can do now: {allowed}',
    },
  },
  WORK_ORDER_CHANGED: {
    id: 'ERCO000901',
    status: 409,
    msg: {
      ch: '工单已被他人更新，请刷新后再操作',
      en: 'The order has changed; reload it and try again.',
    },
  },
  WORK_ORDER_ASSIGNEE_INVALID: {
    id: 'ERCO000902',
    status: 400,
    msg: {
      ch: '请指派一位在职的平台管理员作为工程师',
      en: 'Please assign an active administrator as the engineer.',
    },
  },
  INTERNAL: {
    id: 'ERCO000500',
    status: 500,
    msg: { ch: '服务器出错了，请稍后再试', en: 'The server went wrong. Please try again later.' },
  },
} as const satisfies Record<string, { id: string; status: number; msg: Bilingual }>;

export type ErrorKey = keyof typeof ERRORS;

/** A failure the API reports to the caller. Thrown anywhere; the error handler renders it. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    /** Values for the message's {placeholders}; a Bilingual value is written in the caller's language. */
    readonly params: Record<string, string | number | Bilingual> = {},
    /** Extra fields merged into the envelope's data (never secrets). */
    readonly extra: Record<string, unknown> = {},
    /** The request field the refusal concerns: the answer also lists it in data.fields (forms show it there). */
    readonly field?: string,
  ) {
    super(`${key} ${ERRORS[key].id}`);
    this.name = 'AppError';
  }

  get status(): number {
    return ERRORS[this.key].status;
  }

  messageIn(lang: Lang): string {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(this.params))
      params[key] = typeof value === 'object' ? value[lang] : value;
    return format(ERRORS[this.key].msg[lang], params);
  }
}
