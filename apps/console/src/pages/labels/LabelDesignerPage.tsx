import type { CheckFailure } from '@dahua/shared/contracts/labels';
import type { DrawWarning } from '@dahua/shared/labels/draw';
import { LABEL_PRESETS, type LabelStyle } from '@dahua/shared/labels/model';
import { renderLabel } from '@dahua/shared/labels/render';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Row, Space, Typography } from 'antd';
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
import { type NewElement, newItem, printedByScaleLayout } from './designer/elements';
import { designerData } from './designer/goodsData';
import HeldBanner from './designer/HeldBanner';
import LabelCheckDrawer from './designer/LabelCheckDrawer';
import MetaCard, { type LabelMeta as Meta } from './designer/MetaCard';
import PreviewPane, { type PreviewChoice } from './designer/PreviewPane';
import { fitZoom, freeSpot, layoutWarnings } from './designer/placement';
import { RULER } from './designer/Rulers';
import SelectionCard from './designer/SelectionCard';
import SizeBar, { PRINT_WIDTHS, ZOOMS } from './designer/SizeBar';
import Stage from './designer/Stage';
import { type DesignerAction, designerReducer, initialState } from './designer/state';
import Toolbar from './designer/Toolbar';
import { useDesignerKeys } from './designer/useDesignerKeys';
import { LABEL_FIELDS } from './LabelFields';
import { styleOf, styleText } from './labelStyle';

/** A new template starts on the first preset (40 × 30 mm, the scales' own layout). */
const NEW_SIZE = LABEL_PRESETS[0] ?? { width: 40, height: 30 };

/**
 * The label designer (issue 13 §6): a template at the printer's resolution, with elements to drag,
 * resize, align and bind to goods fields, and beside it what the scale prints for a goods item of
 * the shop. Saving goes through the seed's create or the edit call, so the dialogs open it too.
 * Its panels are in designer/: MetaCard (name, type, slot, save), SizeBar, Toolbar, Stage,
 * SelectionCard (PropertiesPanel) and PreviewPane.
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
  const [maxWidth, setMaxWidth] = useState<number>(PRINT_WIDTHS[0] ?? 56);
  const [choice, setChoice] = useState<PreviewChoice>({ goods: null, quantity: 500 });
  const [saved, setSaved] = useState<string | null>(labelId === null ? null : '');
  const [form] = Form.useForm<Meta>();
  /** The saved template's label check failures while it is held off the scales (issue 29 §2). */
  const [held, setHeld] = useState<CheckFailure[] | null>(null);
  const [checking, setChecking] = useState(false);
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
    setHeld(label.held_failures);
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
      setHeld(answer.held_failures);
      if (answer.held) void message.warning(t('designer.held.savedHeld'));
      else void message.success(labelId === null ? t('labels.created') : t('designer.saved'));
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

  // The canvas fits its pane when a template opens, its size changes or the pane's width changes
  // (the page settling, a phone turned); between those the zoom select stays the user's.
  const pane = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits on a new size only
  useEffect(() => {
    const box = pane.current;
    if (!box) return;
    let fittedTo = -1;
    const fit = () => {
      if (Math.abs(box.clientWidth - fittedTo) < 2) return;
      fittedTo = box.clientWidth;
      // The pane grows with the canvas up to 70% of the window's height.
      const height = window.innerHeight * 0.7;
      rawDispatch({
        type: 'zoom',
        zoom: fitZoom(state.size, { width: box.clientWidth, height }, ZOOMS, RULER + 16),
      });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [state.size.width, state.size.height]);
  const selectedItem = state.selected.length === 1 ? state.items[state.selected[0]!] : undefined;
  const many = state.selected.length >= 2;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <MetaCard
        title={label ? t('designer.editTitle', { name: label.name }) : t('designer.newTitle')}
        form={form}
        meta={meta}
        dirty={dirty}
        saving={save.isPending}
        onSubmit={submit}
        onChange={setMeta}
      />
      <SizeBar state={state} dispatch={dispatch} maxWidth={maxWidth} onMaxWidth={setMaxWidth} />
      {held && labelId !== null && (
        <HeldBanner labelId={labelId} failures={held} onPushed={(answer) => setHeld(answer.held_failures)} />
      )}
      <Space wrap>
        <Button onClick={() => setChecking(true)} data-testid="designer-check">
          {t('designer.check.action')}
        </Button>
      </Space>
      <LabelCheckDrawer
        open={checking}
        onClose={() => setChecking(false)}
        labelId={labelId}
        shopId={shopId}
        style={style}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small">
            <Toolbar state={state} dispatch={dispatch} onAdd={add} />
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
            <SelectionCard
              item={selectedItem}
              onScale={selectedItem ? printedByScaleLayout(state.items, state.selected[0]!) : true}
              onChange={(patch) => dispatch({ type: 'update', index: state.selected[0]!, patch })}
            />
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
