import type { AntdIconProps } from '@ant-design/icons/es/components/AntdIcon';
import type * as IconSet from './menuIconSet';

type IconName = keyof typeof IconSet;
let icons: typeof IconSet | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the menu's icons (their own chunk, so the sign-in pages never carry them). The console
 * layout is lazy and waits for this before it first renders (router.tsx): no icon pops in late.
 */
export function loadMenuIcons(): Promise<void> {
  loading ??= import('./menuIconSet').then(
    (set) => {
      icons = set;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The route table's handle on one menu icon: the real icon once loadMenuIcons() is done. */
function menuIcon(name: IconName) {
  function MenuIcon(props: AntdIconProps) {
    const Icon = icons?.[name];
    return Icon ? <Icon {...props} /> : null;
  }
  MenuIcon.displayName = name;
  return MenuIcon;
}

export const AppstoreOutlined = menuIcon('AppstoreOutlined');
export const AuditOutlined = menuIcon('AuditOutlined');
export const BankOutlined = menuIcon('BankOutlined');
export const BarChartOutlined = menuIcon('BarChartOutlined');
export const DashboardOutlined = menuIcon('DashboardOutlined');
export const DatabaseOutlined = menuIcon('DatabaseOutlined');
export const ExperimentOutlined = menuIcon('ExperimentOutlined');
export const FileSearchOutlined = menuIcon('FileSearchOutlined');
export const NotificationOutlined = menuIcon('NotificationOutlined');
export const ShopOutlined = menuIcon('ShopOutlined');
export const ShoppingOutlined = menuIcon('ShoppingOutlined');
export const SolutionOutlined = menuIcon('SolutionOutlined');
export const TeamOutlined = menuIcon('TeamOutlined');
export const ToolOutlined = menuIcon('ToolOutlined');
export const TransactionOutlined = menuIcon('TransactionOutlined');
