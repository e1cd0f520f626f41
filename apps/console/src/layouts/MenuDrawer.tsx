import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** Phones: the menu in a drawer from the left (loaded with the frame on phones only: ConsoleLayout). */
export default function MenuDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      width={width}
      styles={{ body: { padding: 0, background: '#001529' } }}
      data-testid="menu-drawer"
    >
      {children}
    </Drawer>
  );
}
