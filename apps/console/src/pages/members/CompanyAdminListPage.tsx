import { COMPANY_ROLE_TYPES, isCompanyManager } from '@dahua/shared';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MembersPanel } from '../../components/members/MembersPanel';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';

const MANAGING_ROLES = COMPANY_ROLE_TYPES.filter(isCompanyManager);

/** /project/adminMng/adminList: the company's owners and managers, read-only. */
export default function CompanyAdminListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const company = useSession()?.company_info;
  return (
    <Card title={t(`menu.${route.name}`)}>
      {company ? (
        <>
          <Typography.Paragraph type="secondary">{t('members.companyAdmins')}</Typography.Paragraph>
          <MembersPanel
            inAddress
            companyId={company.id}
            canManage={false}
            canManageOwners={false}
            roles={MANAGING_ROLES}
          />
        </>
      ) : (
        <Empty description={t('shell.noCompany')} />
      )}
    </Card>
  );
}
