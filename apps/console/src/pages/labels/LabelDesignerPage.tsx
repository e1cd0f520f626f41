import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  CopyOutlined,
  DeleteOutlined,
  RedoOutlined,
  SaveOutlined,
  SnippetsOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { SCALE_MODELS } from '@dahua/shared';
import type { DrawWarning } from '@dahua/shared/labels/draw';
import { LABEL_PRESETS, type LabelStyle } from '@dahua/shared/labels/model';
import { renderLabel } from '@dahua/shared/labels/render';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Dropdown,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { createLabel, editLabel, labelDetails } from '../../api/labels';
import { shopDetails } from '../../api/shops';
import { useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt';
import { useFeedback } from '../../feedback/feedback';
import { displayZone } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { showOnFields } from '../../services/field-errors';
import { useSession } from '../../session';
import { DESIGNER_FIELDS, type NewElement, newItem } from './designer/elements';
import { designerData } from './designer/goodsData';
import PreviewPane, { type PreviewChoice } from './designer/PreviewPane';
import PropertiesPanel from './designer/PropertiesPanel';
import { fitZoom, freeSpot, layoutWarnings } from './designer/placement';
import { RULER } from './designer/Rulers';
import Stage from './designer/Stage';
import { canRedo, canUndo, type DesignerAction, designerReducer, initialState } from './designer/state';
import { useDesignerKeys } from './designer/useDesignerKeys';
import { LABEL_FIELDS } from './LabelFields';
import { styleOf, styleText } from './labelStyle';
import { LabelTypeSelect } from './labelType';

type Meta = { name: string; type: string; slot: number | null };

/** The widest print of each label-printing model (SPEC §9), widest first. */
const PRINT_WIDTHS = [
  ...new Set(SCALE_MODELS.flatMap((m) => (m.maxPrintWidthMm ? [m.maxPrintWidthMm] : []))),
].sort((a, b) => b - a);
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4];
/** A new template starts on the first preset (40 × 30 mm, the scales' own layout). */
const NEW_SIZE = LABEL_PRESETS[0] ?? { width: 40, height: 30 };

/** The models each print width belongs to, for the select: "56 mm · TM-Aa, TM-Ab, …". */
function modelsOf(width: number): string {
  return SCALE_MODELS.filter((m) => m.maxPrintWidthMm === width)
    .map((m) => m.code)
    .join(', ');
}

/**
 * The label designer (issue 13 §6): a template at the printer's resolution, with elements to drag,
 * resize, align and bind to goods fields, and beside it what the scale prints for a goods item of
 * the shop. Saving goes through the seed's create or the edit call, so the dialogs open it too.
 */
export default function LabelDesignerPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const params = useParams();
  const shopId = Number(params.id);
  const labelId = params.labelId === 'new' ? null : Number(params.labelId);
  const [state, rawDispatch] = useReducer(designerReducer, NEW_SIZE, (size) => initialState(size));
  const [meta, setMeta] = useState<Meta>({ name: '', type: '', slot: null });
  const [maxWidth, setMaxWidth] = useState(PRINT_WIDTHS[0] ?? 56);
  const [choice, setChoice] = useState<PreviewChoice>({ goods: null, quantity: 500 });
  const [saved, setSaved] = useState<string | null>(labelId === null ? null : '');
  const [form] = Form.useForm<Meta>();
  const dispatch = (action: DesignerAction) => rawDispatch(action);

  const { data: shop } = useQuery({
    queryKey: ['shops', 'details', shopId],
    queryFn: () => shopDetails(shopId),
    enabled: shopId > 0,
  });
  const { data: label } = useQuery({
    queryKey: ['labels', 'one', labelId],
    queryFn: () => labelDetails(labelId as number),
    enabled: labelId !== null,
    gcTime: 0,
  });
  const loaded = useRef<number | null>(null);
  useEffect(() => {
    if (!label || loaded.current === label.id) return;
    loaded.current = label.id;
    const style = styleOf(label.style);
    if (style) rawDispatch({ type: 'load', size: style.size, items: style.itemList });
    const next = { name: label.name, type: label.type, slot: label.slot };
    setMeta(next);
    form.setFieldsValue(next);
    setSaved(snapshotOf(style?.size ?? label.size, style?.itemList ?? [], next));
  }, [label, form]);

  const style: LabelStyle = useMemo(
    () => ({ size: state.size, itemList: state.items, qr_code_list: [] }),
    [state.size, state.items],
  );
  const data = useMemo(
    () =>
      designerData(
        choice.goods,
        choice.quantity,
        session?.company_info,
        shop?.name ?? '',
        shop?.effective_time_zone ?? displayZone(),
      ),
    [choice, session, shop?.name, shop?.effective_time_zone],
  );
  const rendered = useMemo(() => renderLabel(style, data), [style, data]);
  const [drawWarnings, setDrawWarnings] = useState<DrawWarning[]>([]);
  const onDrawn = useCallback(
    (found: DrawWarning[]) =>
      setDrawWarnings((old) => (JSON.stringify(old) === JSON.stringify(found) ? old : found)),
    [],
  );
  const current = snapshotOf(state.size, state.items, meta);
  const dirty = saved !== current && !(saved === null && state.items.length === 0);
  const tooWide = state.size.width > maxWidth;

  useDesignerKeys(dispatch);
  useUnsavedChangesPrompt(dirty);
  // A new template, once saved, moves to its own address: after the render that knows it is saved,
  // so leaving /new is not taken for leaving unsaved work.
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created === null || dirty) return;
    navigate(route.path.replace(':id', String(shopId)).replace(':labelId', String(created)), {
      replace: true,
    });
    setCreated(null);
  }, [created, dirty, navigate, route.path, shopId]);

  const save = useMutation({
    mutationFn: async (values: Meta) => {
      const body = {
        name: values.name,
        type: values.type ?? '',
        slot: values.slot ?? null,
        style: styleText(style),
      };
      return labelId === null ? createLabel(shopId, body) : editLabel(labelId, body);
    },
    onSuccess: (answer, values) => {
      void message.success(labelId === null ? t('labels.created') : t('designer.saved'));
      setSaved(snapshotOf(state.size, state.items, values));
      void queryClient.invalidateQueries({ queryKey: ['labels'] });
      if (labelId === null) {
        loaded.current = answer.id;
        setCreated(answer.id);
      }
    },
    onError: (error) => {
      if (!showOnFields(form, error, LABEL_FIELDS))
        void message.error(
          labelId === null ? `${t('labels.createFailed')}: ${error.message}` : error.message,
        );
    },
  });

  const submit = (values: Meta) => {
    if (state.items.length === 0) {
      void message.error(t('labels.dataRequired'));
      return;
    }
    if (tooWide) {
      void message.error(t('designer.tooWide', { width: state.size.width, max: maxWidth }));
      return;
    }
    save.mutate(values);
  };

  // A new element lands in free space (or, with none left, in the middle), selected.
  const add = (element: NewElement) => {
    const made = newItem(element, 0, 0);
    const at = freeSpot(state.items, state.size, made.style);
    dispatch({ type: 'add', item: { ...made, style: { ...made.style, x: at.x, y: at.y } } });
  };
  const layout = useMemo(
    () => layoutWarnings(state.items, state.size, maxWidth),
    [state.items, state.size, maxWidth],
  );

  // The canvas fits its pane when a template opens or its size changes; the zoom select stays the user's.
  const pane = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits on a new size only
  useEffect(() => {
    const box = pane.current;
    if (!box) return;
    // The pane grows with the canvas up to 70% of the window's height.
    const height = window.innerHeight * 0.7;
    rawDispatch({
      type: 'zoom',
      zoom: fitZoom(state.size, { width: box.clientWidth, height }, ZOOMS, RULER + 16),
    });
  }, [state.size.width, state.size.height]);
  const presetKey = `${state.size.width}x${state.size.height}`;
  const isPreset = LABEL_PRESETS.some((p) => `${p.width}x${p.height}` === presetKey);
  const selectedItem = state.selected.length === 1 ? state.items[state.selected[0]!] : undefined;
  const many = state.selected.length >= 2;
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
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={label ? t('designer.editTitle', { name: label.name }) : t('designer.newTitle')}
        extra={dirty && <Typography.Text type="warning">{t('designer.unsaved')}</Typography.Text>}
      >
        <Form<Meta>
          form={form}
          layout="inline"
          initialValues={meta}
          onFinish={submit}
          onValuesChange={(_, all) => setMeta(all)}
          style={{ rowGap: 8 }}
        >
          <Form.Item
            name="name"
            label={t('labels.name')}
            rules={[{ required: true, whitespace: true, message: t('labels.nameRequired') }]}
          >
            <Input maxLength={50} style={{ width: 180 }} data-testid="designer-name" />
          </Form.Item>
          <Form.Item name="type" label={t('labels.type')}>
            <LabelTypeSelect style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="slot" label={t('labels.slot')}>
            <InputNumber min={1} max={16} precision={0} style={{ width: 80 }} data-testid="designer-slot" />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={save.isPending}
              data-testid="designer-save"
            >
              {t('designer.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Space wrap>
          <Select
            aria-label={t('designer.preset')}
            value={isPreset ? presetKey : 'custom'}
            style={{ width: 140 }}
            data-testid="designer-preset"
            onChange={(key: string) => {
              const preset = LABEL_PRESETS.find((p) => `${p.width}x${p.height}` === key);
              if (preset) dispatch({ type: 'setSize', size: preset });
            }}
            options={[
              ...LABEL_PRESETS.map((p) => ({
                value: `${p.width}x${p.height}`,
                label: `${p.width} × ${p.height} mm`,
              })),
              { value: 'custom', label: t('designer.custom'), disabled: true },
            ]}
          />
          <InputNumber
            aria-label={t('labels.width')}
            min={10}
            max={maxWidth}
            value={state.size.width}
            prefix={t('labels.width')}
            suffix="mm"
            style={{ width: 120 }}
            onChange={(width) => width && dispatch({ type: 'setSize', size: { ...state.size, width } })}
          />
          <InputNumber
            aria-label={t('labels.height')}
            min={10}
            max={100}
            value={state.size.height}
            prefix={t('labels.height')}
            suffix="mm"
            style={{ width: 120 }}
            onChange={(height) => height && dispatch({ type: 'setSize', size: { ...state.size, height } })}
          />
          <Select
            aria-label={t('designer.model')}
            value={maxWidth}
            onChange={setMaxWidth}
            style={{ width: 220 }}
            popupMatchSelectWidth={false}
            options={PRINT_WIDTHS.map((w) => ({ value: w, label: `≤ ${w} mm · ${modelsOf(w)}` }))}
          />
          <Select
            aria-label={t('designer.zoom')}
            value={state.zoom}
            onChange={(zoom) => dispatch({ type: 'zoom', zoom })}
            style={{ width: 90 }}
            options={ZOOMS.map((z) => ({ value: z, label: `${Math.round(z * 100)}%` }))}
            data-testid="designer-zoom"
          />
          <Space>
            <Switch
              checked={state.grid > 0}
              onChange={(on) => dispatch({ type: 'grid', grid: on ? 1 : 0 })}
              aria-label={t('designer.grid')}
            />
            {t('designer.grid')}
          </Space>
        </Space>
        {tooWide && (
          <Alert
            style={{ marginTop: 8 }}
            type="error"
            showIcon
            message={t('designer.tooWide', { width: state.size.width, max: maxWidth })}
          />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small">
            <Space wrap style={{ marginBottom: 12 }}>
              <Dropdown
                menu={{
                  items: (['text', 'barCode', 'QRCode', 'line', 'box', 'logo'] as const).map((kind) => ({
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
                {tool(
                  t('designer.undo'),
                  <UndoOutlined />,
                  { type: 'undo' },
                  !canUndo(state),
                  'designer-undo',
                )}
                {tool(
                  t('designer.redo'),
                  <RedoOutlined />,
                  { type: 'redo' },
                  !canRedo(state),
                  'designer-redo',
                )}
              </Space.Compact>
              <Space.Compact>
                {tool(t('designer.copy'), <CopyOutlined />, { type: 'copy' }, state.selected.length === 0)}
                {tool(
                  t('designer.paste'),
                  <SnippetsOutlined />,
                  { type: 'paste' },
                  state.clipboard.length === 0,
                )}
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
            <div
              ref={pane}
              data-testid="designer-pane"
              style={{
                overflow: 'auto',
                maxWidth: '100%',
                maxHeight: '70vh',
                background: '#f5f5f5',
                padding: 8,
              }}
            >
              <Stage state={state} rendered={rendered} dispatch={dispatch} onDrawn={onDrawn} />
            </div>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {many
                ? t('designer.selectedCount', { count: state.selected.length })
                : t('designer.selectHint')}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card
              size="small"
              title={selectedItem ? t(`designer.kinds.${selectedItem.itemName}`) : t('designer.noSelection')}
            >
              {selectedItem ? (
                <PropertiesPanel
                  item={selectedItem}
                  onChange={(patch) => dispatch({ type: 'update', index: state.selected[0]!, patch })}
                />
              ) : (
                <Typography.Text type="secondary">{t('designer.selectHint')}</Typography.Text>
              )}
            </Card>
            <Card size="small" title={t('designer.previewTitle')}>
              {session?.company_info || shop ? (
                <PreviewPane
                  style={style}
                  companyId={shop?.company_id ?? session?.company_info?.id ?? 0}
                  shopId={shopId}
                  choice={choice}
                  onChoice={setChoice}
                  liveWarnings={[...rendered.warnings, ...drawWarnings]}
                  layoutWarnings={layout}
                />
              ) : null}
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}

/** What saving would store, to tell unsaved changes. */
function snapshotOf(size: LabelStyle['size'], items: LabelStyle['itemList'], meta: Meta): string {
  return JSON.stringify([size, items, meta.name ?? '', meta.type ?? '', meta.slot ?? null]);
}
