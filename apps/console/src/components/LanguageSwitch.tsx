import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPage } from '../services/afterFirstPage';

type LanguageMenuType = typeof import('./LanguageMenu').default;
/** The menu's code once loaded (shared by every switch, so a later one has it at once). */
let loadedMenu: LanguageMenuType | undefined;
const loadMenu = () =>
  import('./LanguageMenu').then((module) => {
    loadedMenu = module.default;
    return loadedMenu;
  });

/**
 * Chinese / English; the choice is stored under `lange` and survives reloads. `compact`: the icon
 * alone. The button shows at once; its menu's code (antd's Dropdown and Menu) loads after the first
 * page, when the browser is idle, or as soon as the pointer, a tap or the keyboard reaches the button, which then opens it.
 */
export default function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [LanguageMenu, setLanguageMenu] = useState(() => loadedMenu);
  const [openAtStart, setOpenAtStart] = useState(false);
  const load = () =>
    void loadMenu()
      .then((menu) => setLanguageMenu(() => menu))
      .catch(() => undefined); // offline: the next reach for the button tries again
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first page
  useEffect(() => (LanguageMenu ? undefined : afterFirstPage(load)), []);
  // Until the menu is in, reaching for the button asks for it and opens it when it comes.
  const want = () => {
    setOpenAtStart(true);
    load();
  };
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={t('common.language')}
      data-testid="language-switch"
      {...(!LanguageMenu && { onMouseEnter: want, onFocus: want, onClick: want })}
    >
      {!compact && (i18n.language === 'en' ? t('common.english') : t('common.chinese'))}
    </Button>
  );
  return LanguageMenu ? <LanguageMenu openAtStart={openAtStart}>{button}</LanguageMenu> : button;
}
