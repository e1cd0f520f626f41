import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentCalls, type StockDocumentDetail } from '../../api/stock';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { CompanySelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';
import { usePhone } from '../../layouts/usePhone';
import { type DocumentDraft, documentBody, draftOf, linesFromSource, newLine } from './documentDraft';
import { GoodsFinder, serverLookup, useBarcodeSettings } from './GoodsFinder';
import type { GoodsRef } from './goodsLookup';
import { type KindConfig, LOSS_REASONS } from './kinds';
import { LineEditor } from './LineEditor';
import { SourceSelect } from './SourceSelect';
import { LocationSelect, SupplierSelect } from './selects';

/** The goods a stocktake counts (none chosen: every goods item of the company). */
function StocktakeGoodsField({
  companyId,
  value,
  onChange,
}: {
  companyId: number | undefined;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const [names, setNames] = useState<Record<number, string>>({});
  const settings = useBarcodeSettings();
  const lookup = useMemo(() => serverLookup(companyId, settings), [companyId, settings]);
  const ids = value ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <GoodsFinder
        lookup={lookup}
        onPick={(goods: GoodsRef) => {
          setNames((known) => ({ ...known, [goods.id]: goods.name }));
          if (!ids.includes(goods.id)) onChange?.([...ids, goods.id]);
        }}
        testId="stocktake-goods-finder"
      />
      <Space wrap>
        {ids.map((id) => (
          <Tag key={id} closable onClose={() => onChange?.(ids.filter((other) => other !== id))}>
            {names[id] ?? `#${id}`}
          </Tag>
        ))}
      </Space>
    </Space>
  );
}

/** The header fields a refusal may name (shown under them); others show as a dialog. */
const DOCUMENT_FIELDS = new Set<string>([
  'company_id',
  'supplier_id',
  'location_id',
  'to_location_id',
  'reason',
  'doc_date',
  'expected_date',
  'notes',
  'source_id',
]);

/**
 * Creates a document of the kind (`target` 'new') or edits a draft (`target` its id): the kind's
 * header fields and its lines, goods found by name, PLU number, item code or barcode.
 */
export function DocumentFormModal({
  config,
  target,
  chooseCompany,
  defaultCompanyId,
  onClose,
  onSaved,
  fillFrom,
}: {
  config: KindConfig;
  target: number | 'new' | null;
  chooseCompany: boolean;
  defaultCompanyId?: number | undefined;
  /** A new document filled from this source at once (a purchase order's "receive"). */
  fillFrom?: { id: number; number: string } | undefined;
  onClose: () => void;
  onSaved: (document: StockDocumentDetail, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const phone = usePhone();
  const calls = documentCalls[config.kind];
  const editingId = typeof target === 'number' ? target : null;
  const creating = target === 'new';
  const settings = useBarcodeSettings();

  const { data: existing } = useQuery({
    queryKey: ['stock', 'documents', config.kind, 'one', editingId],
    queryFn: () => calls.one(editingId!),
    enabled: editingId !== null,
  });
  const loaded = editingId !== null && existing?.id === editingId ? existing : null;
  const dialog = useFormDialog<DocumentDraft, StockDocumentDetail>({
    target: creating ? 'new' : loaded,
    empty: { company_id: defaultCompanyId, notes: '', lines: [], goods_ids: [] },
    valuesOf: draftOf,
    fields: DOCUMENT_FIELDS,
  });
  const { form } = dialog;

  const watchedCompany = Form.useWatch('company_id', form);
  const companyId: number | undefined = creating ? watchedCompany : existing?.company_id;
  const locationId = Form.useWatch('location_id', form);
  const sourceId = Form.useWatch('source_id', form);
  const companyMissing = creating && chooseCompany && companyId === undefined;
  const lookup = useMemo(
    () => serverLookup(chooseCompany ? companyId : undefined, settings),
    [chooseCompany, companyId, settings],
  );

  const save = useMutation({
    mutationFn: (draft: DocumentDraft) => {
      const body = documentBody(config, {
        ...draft,
        company_id: creating && chooseCompany ? draft.company_id : undefined,
      });
      return editingId !== null ? calls.edit(editingId, body) : calls.create(body);
    },
    onSuccess: (document) => {
      void message.success(t('stock.saved', { number: document.number }));
      onSaved(document, editingId === null);
    },
    onError: dialog.showRefusal,
  });

  const fill = useMutation({
    mutationFn: (id: number) => documentCalls[config.source || 'purchase_order'].one(id),
    onSuccess: (source) => {
      const lines = linesFromSource(source);
      form.setFieldsValue({
        supplier_id: source.supplier_id ?? undefined,
        location_id: source.location_id,
        lines,
      });
      if (lines.length === 0) void message.warning(t('stock.nothingOpen', { number: source.number }));
      else void message.success(t('stock.filled', { number: source.number, count: lines.length }));
    },
  });

  // What the chosen order's lines still have open, for lines that do not carry it (a draft edited).
  const { data: sourceDocument } = useQuery({
    queryKey: ['stock', 'documents', 'purchase_order', 'one', sourceId ?? null],
    queryFn: () => documentCalls.purchase_order.one(sourceId!),
    enabled: target !== null && config.source === 'purchase_order' && sourceId !== undefined,
  });
  const openOf = useMemo(() => {
    const open = new Map(
      (sourceDocument?.lines ?? []).map((line) => [line.id, line.quantity - (line.done_quantity ?? 0)]),
    );
    return (line: { source_line_id: number | null }) =>
      line.source_line_id === null ? null : (open.get(line.source_line_id) ?? null);
  }, [sourceDocument]);

  const ready = creating || loaded !== null;
  // Opened from an order: the order chosen and its open lines filled in, once per opening.
  const fillFromId = fillFrom?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, not per new mutation object
  useEffect(() => {
    if (target !== 'new' || fillFromId === undefined) return;
    form.setFieldsValue({ source_id: fillFromId });
    fill.mutate(fillFromId);
  }, [target, fillFromId, form]);

  const half = { xs: 24, sm: 12, md: 8 };

  return (
    <FormDialog<DocumentDraft>
      // Open while a draft to edit is still loading (a spinner meanwhile).
      dialog={{ ...dialog, open: target !== null }}
      title={loaded ? t('stock.editDocument', { number: loaded.number }) : t(`stock.create.${config.kind}`)}
      name="document"
      testId="document-form"
      okTestId="document-save"
      ready={ready}
      saving={save.isPending}
      onClose={onClose}
      // The whole store: the lines' goods fields have no Form.Item, so the validated values lack them.
      onFinish={() => save.mutate(form.getFieldsValue(true) as DocumentDraft)}
      width={phone ? '100%' : 1200}
      style={phone ? { top: 8 } : undefined}
    >
      <Row gutter={16}>
        {creating && chooseCompany && (
          <Col {...half}>
            <Form.Item
              name="company_id"
              label={t('stock.company')}
              rules={[{ required: true, message: t('stock.companyRequired') }]}
            >
              <CompanySelect style={{ width: '100%' }} data-testid="document-company" />
            </Form.Item>
          </Col>
        )}
        {config.source && (
          <Col xs={24} sm={24} md={16}>
            <Form.Item
              label={t(config.source === 'purchase_order' ? 'stock.sourceOrder' : 'stock.sourceReceipt')}
            >
              {/* A phone puts the fill button under the choice, where it is not cut off. */}
              {(() => {
                const choice = (
                  <Form.Item name="source_id" noStyle>
                    <SourceSelect
                      kind={config.source}
                      companyId={companyId}
                      locationId={undefined}
                      currentLabel={existing?.source_number ?? fillFrom?.number}
                      style={phone ? { width: '100%' } : undefined}
                    />
                  </Form.Item>
                );
                const button = (
                  <Button
                    block={phone}
                    disabled={sourceId === undefined}
                    loading={fill.isPending}
                    onClick={() => sourceId !== undefined && fill.mutate(sourceId)}
                    data-testid="document-fill"
                  >
                    {t(config.source === 'purchase_order' ? 'stock.fillFromOrder' : 'stock.fillFromReceipt')}
                  </Button>
                );
                return phone ? (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    {choice}
                    {button}
                  </Space>
                ) : (
                  <Space.Compact style={{ width: '100%' }}>
                    {choice}
                    {button}
                  </Space.Compact>
                );
              })()}
            </Form.Item>
          </Col>
        )}
        {config.supplier && (
          <Col {...half}>
            <Form.Item
              name="supplier_id"
              label={t('stock.supplier')}
              rules={
                config.supplier === 'required'
                  ? [{ required: true, message: t('stock.supplierRequired') }]
                  : []
              }
            >
              <SupplierSelect
                companyId={companyId}
                disabled={companyMissing}
                style={{ width: '100%' }}
                data-testid="document-supplier"
              />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item
            name="location_id"
            label={t(config.toLocation ? 'stock.fromLocation' : 'stock.location')}
            rules={[{ required: true, message: t('stock.locationRequired') }]}
          >
            <LocationSelect
              companyId={companyId}
              disabled={companyMissing}
              style={{ width: '100%' }}
              data-testid="document-location"
            />
          </Form.Item>
        </Col>
        {config.toLocation && (
          <Col {...half}>
            <Form.Item
              name="to_location_id"
              label={t('stock.toLocation')}
              dependencies={['location_id']}
              rules={[{ required: true, message: t('stock.toLocationRequired') }]}
            >
              <LocationSelect
                companyId={companyId}
                exclude={locationId}
                disabled={companyMissing}
                style={{ width: '100%' }}
                data-testid="document-to-location"
              />
            </Form.Item>
          </Col>
        )}
        {config.reason === 'loss' && (
          <Col {...half}>
            <Form.Item
              name="reason"
              label={t('stock.lossReason')}
              rules={[{ required: true, message: t('stock.lossReasonRequired') }]}
            >
              <Select
                options={LOSS_REASONS.map((reason) => ({
                  value: reason,
                  label: t(`stock.lossReasons.${reason}`),
                }))}
                data-testid="document-loss-reason"
              />
            </Form.Item>
          </Col>
        )}
        {config.reason === 'text' && (
          <Col {...half}>
            <Form.Item
              name="reason"
              label={t('stock.returnReason')}
              rules={[{ required: true, whitespace: true, message: t('stock.reasonRequired') }, { max: 200 }]}
            >
              <Input maxLength={200} data-testid="document-reason" />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item name="doc_date" label={t('stock.docDate')}>
            {/* Left empty, the server dates it today in China (where the shops are). */}
            <DatePicker style={{ width: '100%' }} placeholder={t('stock.docDateToday')} />
          </Form.Item>
        </Col>
        {config.expectedDate && (
          <Col {...half}>
            <Form.Item name="expected_date" label={t('stock.expectedDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item name="notes" label={t('stock.notes')} rules={[{ max: 500 }]}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      {config.lines ? (
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_, lines: unknown[] | undefined) => {
                if (!lines || lines.length === 0) throw new Error(t('stock.noLines'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              <div style={{ marginBottom: 12 }}>
                <GoodsFinder
                  lookup={lookup}
                  disabled={companyMissing}
                  onPick={(goods, weight) => add(newLine(goods, weight))}
                />
              </div>
              <LineEditor config={config} form={form} fields={fields} remove={remove} openOf={openOf} />
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      ) : (
        <Form.Item name="goods_ids" label={t('stock.goodsToCount')} extra={t('stock.goodsToCountHint')}>
          <StocktakeGoodsField companyId={chooseCompany ? companyId : undefined} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
