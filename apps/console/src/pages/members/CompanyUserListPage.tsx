import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCompanyManager, isCompanyOwner } from '../../access/roles';
import { MembersPanel } from '../../components/members/MembersPanel';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';

/** /project/userMng/userList: the signed-in owner's or manager's company; managers cannot assign OWNER. */
export default function CompanyUserListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const info = useSession();
  const company = info?.company_info;
  return (
    <Card title={t(`menu.${route.name}`)}>
      {company ? (
        <MembersPanel
          inAddress
          companyId={company.id}
          canManage={isCompanyManager(info)}
          canManageOwners={isCompanyOwner(info)}
        />
      ) : (
        <Empty description={t('shell.noCompany')} />
      )}
    </Card>
  );
}
