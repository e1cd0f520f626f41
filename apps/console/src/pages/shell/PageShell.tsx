import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../routes/types';

/** A page whose content a later issue delivers: its title only. */
export default function PageShell({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(`menu.${route.name}`)}
      </Typography.Title>
    </Card>
  );
}
