import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../routes/types';

/** /inspect/fleet/:id (issue 27): one scale of an assigned shop, read-only. */
export default function InspectScalePage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  return (
    <Card title={t(`menu.${route.name}`)}>
      <p>{t('inspectors.console.waiting')}</p>
    </Card>
  );
}
