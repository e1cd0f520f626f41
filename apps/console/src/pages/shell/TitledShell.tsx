import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { zh } from '../../i18n/locales/zh';

/** A page outside the route table whose content a later issue delivers: its title only. */
export default function TitledShell({ title }: { title: keyof typeof zh.pages }) {
  const { t } = useTranslation();
  return (
    <Card style={{ width: 480, maxWidth: '94vw', margin: '24px auto' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(`pages.${title}`)}
      </Typography.Title>
    </Card>
  );
}
