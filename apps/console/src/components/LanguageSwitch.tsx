import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../i18n';

/** Chinese / English; the choice is stored under `lange` and survives reloads. `compact`: the icon alone. */
export default function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const items = [
    { key: 'ch', label: t('common.chinese') },
    { key: 'en', label: t('common.english') },
  ];
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('common.language')}
        data-testid="language-switch"
      >
        {!compact && (i18n.language === 'en' ? t('common.english') : t('common.chinese'))}
      </Button>
    </Dropdown>
  );
}
