import { Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../i18n';

/** The language button's menu (loaded after the first view: LanguageSwitch). `openAtStart`: the
 * pointer or focus that asked for it is on the button already, so it shows at once. */
export default function LanguageMenu({
  children,
  openAtStart,
}: {
  children: ReactElement;
  openAtStart: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  const items = [
    { key: 'ch', label: t('common.chinese') },
    { key: 'en', label: t('common.english') },
  ];
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          setOpen(false);
          setLanguage(key as Language);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
