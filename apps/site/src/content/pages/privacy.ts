import type { SitePageContent } from '@dahua/shared/contracts/site-content';
import type { Bilingual } from '../../i18n/lang.js';

export const PRIVACY_VERSION = '1.4.5';

export interface PolicySection {
  readonly heading: Bilingual;
  readonly paragraphs: readonly Bilingual[];
}

export const PRIVACY_COPY = {
  title: { ch: '用户协议与隐私政策', en: 'User agreement and privacy policy' },
  description: {
    ch: `用户协议与隐私政策 v${PRIVACY_VERSION}：我们收集哪些信息、如何使用与保护，以及您的权利。`,
    en: `User agreement and privacy policy v${PRIVACY_VERSION}: what we collect, how we use and protect it, and your rights.`,
  },
  versionLabel: { ch: '版本', en: 'Version' },
} as const satisfies Record<string, Bilingual>;

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    heading: { ch: '一、适用范围', en: '1. Scope' },
    paragraphs: [
      {
        ch: '本协议与政策适用于本产品网站、管理后台（门店与管理员使用的后台系统）以及与电子秤配套的云服务。使用上述服务即表示您同意本协议。',
        en: 'This agreement and policy cover the product website, the management console used by shops and administrators, and the cloud services that work with our scales. Using these services means you accept this agreement.',
      },
    ],
  },
  {
    heading: { ch: '二、账号与使用规则', en: '2. Accounts and acceptable use' },
    paragraphs: [
      {
        ch: '管理后台账号仅限本人或本企业授权人员使用，您应妥善保管密码与短信验证码，不得转让、出借账号，也不得利用服务从事违法活动或干扰系统正常运行。',
        en: 'A console account may be used only by its holder or people the company authorises. Keep your password and SMS codes safe, do not transfer or lend the account, and do not use the services unlawfully or disrupt their operation.',
      },
      {
        ch: '登录后需绑定手机号码。我们可能因安全原因要求重新验证身份，或暂停存在异常的账号。',
        en: 'A phone number must be bound after sign-in. For security we may ask you to verify your identity again or suspend an account that behaves abnormally.',
      },
    ],
  },
  {
    heading: { ch: '三、我们收集的信息', en: '3. Information we collect' },
    paragraphs: [
      {
        ch: '公开网站不要求登录，不收集个人信息，也不使用跟踪工具；您选择的显示语言仅保存在您自己浏览器的本地存储中（键名 lange）。',
        en: 'The public website needs no sign-in, collects no personal information and uses no tracking tools; the display language you choose is stored only in your own browser’s local storage (key lange).',
      },
      {
        ch: '使用管理后台时，我们收集账号信息（用户名、昵称、头像、手机号码、微信绑定状态）、企业与门店信息、电子秤与商品数据、销售记录以及为保障安全所需的登录日志。',
        en: 'When you use the console we collect account data (username, nickname, avatar, phone number, WeChat binding status), company and shop data, scale and goods data, sales records and the sign-in logs needed for security.',
      },
    ],
  },
  {
    heading: { ch: '四、信息的使用', en: '4. How we use information' },
    paragraphs: [
      {
        ch: '我们仅将信息用于提供和改进服务：身份验证、向电子秤下发商品与标签、生成经营统计、处理工单以及必要的服务通知，不会用于与服务无关的用途。',
        en: 'We use information only to provide and improve the services: verifying identity, sending goods and labels to scales, producing business statistics, handling work orders and sending necessary service notices, never for unrelated purposes.',
      },
    ],
  },
  {
    heading: { ch: '五、信息的存储与保护', en: '5. Storage and protection' },
    paragraphs: [
      {
        ch: '信息存储在中华人民共和国境内。我们采用加密传输、密码加盐哈希存储、访问权限控制与操作审计等措施保护信息安全，并仅在实现目的所需的期限内保存。',
        en: 'Information is stored in the People’s Republic of China. We protect it with encrypted transport, salted password hashes, access control and audit logs, and keep it only as long as its purpose requires.',
      },
    ],
  },
  {
    heading: { ch: '六、信息的共享', en: '6. Sharing' },
    paragraphs: [
      {
        ch: '除法律法规要求或获得您的明确同意外，我们不会向第三方出售或提供您的信息。短信发送、微信登录等功能需要向相应服务提供方传递完成该功能所必需的最少信息。',
        en: 'We do not sell or give your information to third parties except where the law requires or you clearly agree. SMS and WeChat sign-in pass the providers only the minimum data needed for that function.',
      },
    ],
  },
  {
    heading: { ch: '七、您的权利', en: '7. Your rights' },
    paragraphs: [
      {
        ch: '您可以在个人中心查看和更正个人资料，可以申请导出或删除账号信息，也可以撤回已给予的授权。撤回授权不影响此前基于授权进行的处理。',
        en: 'You can view and correct your profile in the personal centre, ask to export or delete your account data, and withdraw consent you have given. Withdrawal does not affect processing already done on that basis.',
      },
    ],
  },
  {
    heading: { ch: '八、未成年人', en: '8. Minors' },
    paragraphs: [
      {
        ch: '本服务面向企业用户，不面向未满十八周岁的未成年人提供。',
        en: 'The services are for business users and are not offered to anyone under eighteen.',
      },
    ],
  },
  {
    heading: { ch: '九、协议的变更', en: '9. Changes' },
    paragraphs: [
      {
        ch: '我们可能适时修订本协议与政策，修订后会更新版本号并在本页公布；重大变更将在管理后台中提示。',
        en: 'We may revise this agreement and policy; a revision changes the version number and is published on this page, and significant changes are announced in the console.',
      },
    ],
  },
  {
    heading: { ch: '十、联系我们', en: '10. Contact' },
    paragraphs: [
      {
        ch: '如对本协议与政策有任何疑问，或需要行使上述权利，请通过管理后台的工单功能或您的经销商与我们联系。',
        en: 'For questions about this agreement and policy, or to exercise your rights, contact us through a work order in the console or through your dealer.',
      },
    ],
  },
];

/** The privacy page as the database's first revision holds it (issue 30 §1). */
export const PRIVACY_PAGE: SitePageContent = {
  title: PRIVACY_COPY.title,
  description: PRIVACY_COPY.description,
  version: PRIVACY_VERSION,
  sections: PRIVACY_SECTIONS.map((section) => ({
    heading: section.heading,
    paragraphs: [...section.paragraphs],
  })),
};
