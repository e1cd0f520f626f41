import { BRAND } from '@dahua/shared';
import { useTranslation } from 'react-i18next';

/** The product's name (packages/shared BRAND, the site's too) in the current language. */
export function useBrand(): string {
  const { i18n } = useTranslation();
  return BRAND[i18n.language === 'en' ? 'en' : 'ch'];
}
