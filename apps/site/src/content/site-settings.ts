import { BRAND } from '@dahua/shared';
import type { SiteSettingsContent } from '@dahua/shared/contracts/site-content';

/**
 * The site settings the database starts from (issue 30 §1: its first revision). The maker's real
 * phone, e-mail, address and record numbers are entered at /admin/site; none is invented here, so a
 * page shows only what an administrator has published.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettingsContent = {
  companyName: { ch: BRAND.ch, en: BRAND.en },
  phone: '',
  email: '',
  address: { ch: '', en: '' },
  mapUrl: '',
  hours: { ch: '周一至周五 9:00–18:00', en: 'Monday to Friday, 9:00–18:00' },
  icpRecord: '',
  psbRecord: '',
  socialQr: [],
};
