import type { ErrorEntry } from '../entry.js';

/** Companies, shops and their people (modules companies, shops, members, admins, users). */
export const companiesErrors = {
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
  ZONE_CHANGE_NEEDS_ARCHIVED_SALES: {
    id: 'ERCO000307',
    status: 409,
    msg: {
      ch: '该公司有 {count} 个月的原始销售记录已归档；按新时区重新统计需要这些记录，请先恢复这些月份再更改时区',
      en: 'This company has {count} month(s) of raw sales archived; regrouping its statistics by the new time zone needs them, so restore those months before changing the time zone.',
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
} as const satisfies Record<string, ErrorEntry>;
