import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { MembersPanel } from '../../components/members/MembersPanel';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';

/** /project/userMng/userList: the signed-in owner's or manager's company; managers cannot assign OWNER. */
export default function CompanyUserListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const company = useSession()?.company_info;
  return (
    <Card title={t(`menu.${route.name}`)}>
      {company ? (
        <MembersPanel
          companyId={company.id}
          canManage={company.role_type !== 'USER'}
          canManageOwners={company.role_type === 'OWNER'}
        />
      ) : (
        <Empty description={t('shell.noCompany')} />
      )}
    </Card>
  );
}
