import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  CopyOutlined,
  DeleteOutlined,
  RedoOutlined,
  SnippetsOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESIGNER_FIELDS, type NewElement } from './elements';
import { canRedo, canUndo, type DesignerAction, type DesignerState } from './state';

/** Above the canvas: add an element or a goods field, undo and redo, copy, paste, remove, align, order. */
export default function Toolbar({
  state,
  dispatch,
  onAdd: add,
}: {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
  onAdd: (element: NewElement) => void;
}) {
  const { t } = useTranslation();
  const tool = (
    title: string,
    icon: React.ReactNode,
    action: DesignerAction,
    disabled = false,
    testId?: string,
  ) => (
    <Tooltip title={title}>
      <Button
        icon={icon}
        aria-label={title}
        disabled={disabled}
        onClick={() => dispatch(action)}
        data-testid={testId}
      />
    </Tooltip>
  );

  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Dropdown
        menu={{
          items: (['text', 'barCode', 'QRCode', 'line', 'box', 'logo', 'nutrition'] as const).map((kind) => ({
            key: kind,
            label: t(`designer.kinds.${kind}`),
            onClick: () => add({ kind }),
          })),
        }}
      >
        <Button type="primary" data-testid="designer-add">
          {t('designer.add')}
        </Button>
      </Dropdown>
      <Select
        placeholder={t('designer.addField')}
        value={null}
        style={{ width: 160 }}
        showSearch
        optionFilterProp="label"
        data-testid="designer-add-field"
        onChange={(field) => field && add({ kind: 'field', field })}
        options={DESIGNER_FIELDS.map((f) => ({ value: f, label: t(`designer.fields.${f}`) }))}
      />
      <Space.Compact>
        {tool(t('designer.undo'), <UndoOutlined />, { type: 'undo' }, !canUndo(state), 'designer-undo')}
        {tool(t('designer.redo'), <RedoOutlined />, { type: 'redo' }, !canRedo(state), 'designer-redo')}
      </Space.Compact>
      <Space.Compact>
        {tool(t('designer.copy'), <CopyOutlined />, { type: 'copy' }, state.selected.length === 0)}
        {tool(t('designer.paste'), <SnippetsOutlined />, { type: 'paste' }, state.clipboard.length === 0)}
        {tool(
          t('designer.remove'),
          <DeleteOutlined />,
          { type: 'remove' },
          state.selected.length === 0,
          'designer-remove',
        )}
      </Space.Compact>
      <Space.Compact>
        {tool(
          t('designer.alignLeft'),
          <AlignLeftOutlined />,
          { type: 'align', edge: 'left' },
          state.selected.length === 0,
        )}
        {tool(
          t('designer.alignHCenter'),
          <AlignCenterOutlined />,
          { type: 'align', edge: 'hcenter' },
          state.selected.length === 0,
        )}
        {tool(
          t('designer.alignRight'),
          <AlignRightOutlined />,
          { type: 'align', edge: 'right' },
          state.selected.length === 0,
        )}
        {tool(
          t('designer.alignTop'),
          <VerticalAlignTopOutlined />,
          { type: 'align', edge: 'top' },
          state.selected.length === 0,
        )}
        {tool(
          t('designer.alignVCenter'),
          <VerticalAlignMiddleOutlined />,
          { type: 'align', edge: 'vcenter' },
          state.selected.length === 0,
        )}
        {tool(
          t('designer.alignBottom'),
          <VerticalAlignBottomOutlined />,
          { type: 'align', edge: 'bottom' },
          state.selected.length === 0,
        )}
      </Space.Compact>
      <Dropdown
        disabled={state.selected.length === 0}
        menu={{
          items: [
            {
              key: 'h',
              label: t('designer.distributeH'),
              disabled: state.selected.length < 3,
              onClick: () => dispatch({ type: 'distribute', axis: 'h' }),
            },
            {
              key: 'v',
              label: t('designer.distributeV'),
              disabled: state.selected.length < 3,
              onClick: () => dispatch({ type: 'distribute', axis: 'v' }),
            },
            { type: 'divider' },
            ...(['front', 'forward', 'backward', 'back'] as const).map((to) => ({
              key: to,
              label: t(`designer.${to}`),
              onClick: () => dispatch({ type: 'zorder', to }),
            })),
          ],
        }}
      >
        <Button>⋯</Button>
      </Dropdown>
    </Space>
  );
}
