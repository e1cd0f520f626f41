import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../routes/types';

/** /inspect/fleet (issue 27): the scales of the shops assigned to the inspector. */
export default function InspectFleetPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  return (
    <Card title={t(`menu.${route.name}`)}>
      <Alert type="info" showIcon title={t('inspectors.console.readOnly')} />
      <p style={{ marginTop: 16 }}>{t('inspectors.console.waiting')}</p>
    </Card>
  );
}
