import { useTranslation } from 'react-i18next';
import { type CompanyOption, listCompanyOptions } from '../../api/shops';
import { PagedSelect, type SelectorProps } from './PagedSelect';

/** Picks a company (administrators): the companies list, 10 per page, searched by name. */
export function CompanySelect(props: SelectorProps<CompanyOption>) {
  const { t } = useTranslation();
  return <PagedSelect {...props} placeholder={t('selectors.company')} fetchPage={listCompanyOptions} />;
}
