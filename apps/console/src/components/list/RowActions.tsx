import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePhone } from '../../layouts/usePhone';

/**
 * A row's actions in a list: open its page (a link), edit it, remove it (after a confirmation when
 * `confirm` is given), then any of the page's own. An action left out is not shown (for those who
 * may not take it). On a phone they stand one under another, so the fixed actions column stays narrow
 * and leaves the row's name readable.
 */
export function RowActions({
  view,
  edit,
  remove,
  children,
}: {
  view?: { to: string; label: string } | undefined;
  edit?: { label: string; onClick: () => void } | undefined;
  remove?: { label: string; confirm?: string; onRemove: () => void } | undefined;
  children?: ReactNode;
}) {
  const phone = usePhone();
  const removeButton = remove && (
    <Button
      type="link"
      size="small"
      danger
      onClick={remove.confirm === undefined ? remove.onRemove : undefined}
    >
      {remove.label}
    </Button>
  );
  return (
    <Space
      orientation={phone ? 'vertical' : 'horizontal'}
      size={phone ? 4 : 'small'}
      // Side by side they wrap when their column is given a width (a list with many actions).
      wrap={!phone}
      align="start"
      // Stacked, the buttons (the page's own too) drop their side padding to line up with the link: global.css.
      className={phone ? 'row-actions-stacked' : undefined}
    >
      {view && <Link to={view.to}>{view.label}</Link>}
      {edit && (
        <Button type="link" size="small" onClick={edit.onClick}>
          {edit.label}
        </Button>
      )}
      {remove &&
        (remove.confirm === undefined ? (
          removeButton
        ) : (
          <Popconfirm title={remove.confirm} onConfirm={remove.onRemove}>
            {removeButton}
          </Popconfirm>
        ))}
      {children}
    </Space>
  );
}
