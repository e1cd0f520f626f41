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

/** One menu icon of the route table, by name: the real icon once loadMenuIcons() is done. */
export function MenuIcon({ name, ...props }: AntdIconProps & { name: IconName }) {
  const Icon = icons?.[name];
  return Icon ? <Icon {...props} /> : null;
}
