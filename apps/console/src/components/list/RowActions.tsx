import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A row's actions in a list: open its page (a link), edit it, remove it (after a confirmation when
 * `confirm` is given), then any of the page's own. An action left out is not shown (for those who
 * may not take it).
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
    <Space>
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
