import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../routes/types';
import FleetListPage from '../fleet/FleetListPage';

/**
 * /inspect/fleet (issue 27): the fleet's list (the same page as /admin/fleet, which leaves out the
 * company and shop pickers for an inspector) over the shops assigned to the inspector, under a
 * line saying what this account is.
 */
export default function InspectFleetPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('inspectors.console.readOnly')} data-testid="inspect-read-only" />
      <FleetListPage route={route} />
    </Flex>
  );
}
