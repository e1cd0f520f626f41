import {
  CloudUploadOutlined,
  EllipsisOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  NotificationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isInspector } from '../access/roles';
import { logout } from '../api/auth';
import { useConsoleConfig } from '../api/console-config';
import { useFeedback } from '../feedback/feedback';
import { afterFirstPage } from '../services/afterFirstPage';
import { endSession, useSession } from '../session';
import LanguageSwitch from './LanguageSwitch';
import NoticeBell from './NoticeBell';

// The personal centre (profile, photo upload, phone, barcode settings) is its own chunk, fetched
// once the header is up (not in the first load) and mounted from its first opening on.
const loadPersonalCenter = () => import('./PersonalCenterModal');
const PersonalCenterModal = lazy(loadPersonalCenter);

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  };
  return [on, toggle];
}

/** The merchant-upload address from the server's configuration, carrying the company id. */
function useMerchantUploadUrl(companyId: number | undefined): string | null {
  const config = useConsoleConfig();
  if (!config?.merchant_upload_url || companyId === undefined) return null;
  const url = new URL(config.merchant_upload_url, window.location.origin);
  url.searchParams.set('company_id', String(companyId));
  return url.toString();
}

/**
 * Top-right of the layout: full screen, merchant upload, announcements, language, user menu.
 * `compact` (phones): notices, language and the user menu stay; the rest fold into one menu.
 */
export default function HeaderActions({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const info = useSession();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileMounted, setProfileMounted] = useState(false);
  useEffect(() => afterFirstPage(() => void loadPersonalCenter().catch(() => undefined)), []);
  const merchantUploadUrl = useMerchantUploadUrl(info?.company_info?.id);

  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logoutConfirmTitle'),
      content: t('header.logoutConfirmContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout().catch(() => undefined);
        endSession();
        navigate('/sign/login', { replace: true });
      },
    });

  // An inspector's account is read-only and the administrator's to keep (issue 27): no notices, no
  // personal centre (its profile cannot be changed), only signing out.
  const inspector = isInspector(info);
  const userMenu = {
    items: [
      ...(inspector
        ? []
        : [
            { key: 'profile', icon: <UserOutlined />, label: t('header.personalCenter') },
            { type: 'divider' as const },
          ]),
      { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'logout') return confirmLogout();
      setProfileMounted(true);
      setProfileOpen(true);
    },
  };

  const personal = (
    <>
      {!inspector && <NoticeBell />}
      <LanguageSwitch compact={compact} />
      <Dropdown menu={userMenu}>
        <Button type="text" data-testid="user-menu" aria-label={t('header.personalCenter')}>
          <Avatar size="small" src={info?.img_url || undefined} icon={<UserOutlined />} />
          {!compact && <span style={{ marginLeft: 8 }}>{info?.nickname || info?.username}</span>}
        </Button>
      </Dropdown>
      {profileMounted && (
        <Suspense fallback={null}>
          <PersonalCenterModal open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );

  if (compact) {
    const more = {
      items: [
        ...(merchantUploadUrl
          ? [{ key: 'merchant', icon: <CloudUploadOutlined />, label: t('header.merchantUpload') }]
          : []),
        { key: 'announcements', icon: <NotificationOutlined />, label: t('header.announcements') },
      ],
      onClick: ({ key }: { key: string }) =>
        window.open(key === 'merchant' ? (merchantUploadUrl ?? '') : '/sign/gonggao', '_blank', 'noopener'),
    };
    return (
      <Space size={0}>
        <Dropdown menu={more}>
          <Button
            type="text"
            icon={<EllipsisOutlined />}
            aria-label={t('header.more')}
            data-testid="header-more"
          />
        </Dropdown>
        {personal}
      </Space>
    );
  }

  return (
    <Space size={4}>
      <Tooltip title={fullscreen ? t('header.exitFullscreen') : t('header.fullscreen')}>
        <Button
          type="text"
          aria-label={fullscreen ? t('header.exitFullscreen') : t('header.fullscreen')}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullscreen}
        />
      </Tooltip>
      {merchantUploadUrl && (
        <Button
          type="text"
          icon={<CloudUploadOutlined />}
          href={merchantUploadUrl}
          target="_blank"
          rel="noopener"
        >
          {t('header.merchantUpload')}
        </Button>
      )}
      <Button type="text" icon={<NotificationOutlined />} href="/sign/gonggao" target="_blank">
        {t('header.announcements')}
      </Button>
      {personal}
    </Space>
  );
}
