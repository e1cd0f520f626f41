import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../services/whenIdle';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * Chinese / English; the choice is stored under `lange` and survives reloads. `compact`: the icon
 * alone. The button shows at once; its menu's code (antd's Dropdown and Menu) loads when the page
 * is idle, or as soon as the pointer, a tap or the keyboard reaches the button, and then opens.
 */
export default function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [menu, setMenu] = useState<'none' | 'closed' | 'open'>('none');
  useEffect(() => whenIdle(() => setMenu((now) => (now === 'none' ? 'closed' : now))), []);
  const want = () => setMenu((now) => (now === 'none' ? 'open' : now));
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={t('common.language')}
      data-testid="language-switch"
      {...(menu === 'none' && { onMouseEnter: want, onFocus: want, onClick: want })}
      {...(menu === 'open' && { onMouseLeave: () => setMenu('closed') })}
    >
      {!compact && (i18n.language === 'en' ? t('common.english') : t('common.chinese'))}
    </Button>
  );
  if (menu === 'none') return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu openAtStart={menu === 'open'}>{button}</LanguageMenu>
    </Suspense>
  );
}
