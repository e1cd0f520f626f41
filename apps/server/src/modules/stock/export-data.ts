import { compactDay, dayIn } from '@dahua/shared';
import {
  type DocumentDetailAnswer,
  type DocumentKind,
  type DocumentListQuery,
  type LineAnswer,
  LOSS_REASONS,
  type LossReason,
  STOCK_EXPORT_ROW_LIMIT,
  type SupplierAnswer,
  type VarianceReport,
} from '@dahua/shared/contracts/stock';
import { eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { companies, shops, stockLocations } from '../../db/schema/index.js';
import type { Lang } from '../../lib/language.js';
import { locationZone, zoneOfView } from '../time-zones/index.js';
import * as balances from './balances.js';
import { documentDetails, listDocuments } from './documents.js';
import {
  KIND_TITLES,
  type LabelKey,
  LIST_TITLES,
  LOSS_REASON_LABELS,
  label,
  SIGNATURES,
  STATUS_LABELS,
} from './export-labels.js';
import {
  type Cell,
  type Column,
  cleanText,
  type Fact,
  int,
  type Party,
  qty,
  type Report,
  timeIn,
  yuan,
} from './export-model.js';
import * as locationsRepo from './locations-repo.js';
import { BY_COUNT } from './quantities.js';
import { stocktakeVariances } from './stocktakes.js';
import { supplierDetails } from './suppliers.js';
import * as suppliersRepo from './suppliers-repo.js';

/*
 * Builds the Report of each export from the same services the pages read (documentDetails,
 * listDocuments, listBalances, stocktakeVariances), so an export shows exactly what the caller
 * may see, and answers 404 where the page would.
 */

type BalanceQuery = Omit<Parameters<typeof balances.listBalances>[2], 'page' | 'per_page'>;
type ListQuery = Omit<DocumentListQuery, 'page' | 'per_page'>;

/**
 * The zone a report's times, dates and file name are in: its location's shop's (a warehouse's:
 * its company's), else the company's of the list.
 */
async function reportZone(
  ctx: AppContext,
  scope: Scope,
  locationId: number | undefined,
  companyId: number | undefined,
): Promise<string> {
  if (locationId !== undefined) return locationZone(ctx.db, locationId);
  return zoneOfView(ctx.db, scope, { company_id: companyId });
}

/** What every report shares: language, time of export (in `zone`), page label. */
function base(ctx: AppContext, lang: Lang, zone: string) {
  return {
    lang,
    generatedLabel: label(lang, 'generated'),
    generated: timeIn(ctx.clock(), zone),
    pageLabel: (page: number, pages: number) => label(lang, 'page', { page, pages }),
    signDate: label(lang, 'signDate'),
  };
}

const fact = (lang: Lang, key: LabelKey, value: Cell): Fact => ({ label: label(lang, key), value });
/** The facts worth writing: those with a value. */
const present = (facts: Fact[]) => facts.filter((f) => f.value !== null && f.value !== '');
const col = (lang: Lang, key: LabelKey, width: number, wrap = false): Column => ({
  label: label(lang, key),
  width,
  ...(wrap ? { wrap } : {}),
});
const unitOf = (lang: Lang, mode: number) => label(lang, mode === BY_COUNT ? 'piece' : 'kg');
const goodsName = (name: string) => cleanText(name);

/** A company's name and contact lines, for the buyer's box and the header. */
async function companyFacts(db: Executor, id: number) {
  const [row] = await db
    .select({
      name: companies.name,
      contact: companies.contactPerson,
      phone: companies.phoneNumber,
      address: companies.address,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row ?? null;
}

/** A shop location's address and telephone (warehouses have none). */
async function placesOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { address: string; phone: string; contact: string }>();
  const rows = await db
    .select({
      id: stockLocations.id,
      address: shops.address,
      telephone: shops.telephone,
      phone: shops.phoneNumber,
      contact: shops.contactPerson,
    })
    .from(stockLocations)
    .innerJoin(shops, eq(shops.id, stockLocations.shopId))
    .where(inArray(stockLocations.id, ids));
  return new Map(
    rows.map((r) => [r.id, { address: r.address, phone: r.telephone || r.phone, contact: r.contact }]),
  );
}

/** The header of a list export: whose rows (the caller's company, the one asked for, or all). */
async function listCompanyName(ctx: AppContext, scope: Scope, requested: number | undefined, lang: Lang) {
  const id = scope.kind === 'company' ? scope.companyId : requested;
  if (id === undefined) return label(lang, 'allCompanies');
  return (await companyFacts(ctx.db, id))?.name ?? `#${id}`;
}

/** Totals of quantities per unit: grams of weighed goods and pieces of counted goods apart. */
function quantityTotals(lang: Lang, items: { quantity: number; mode: number }[]): Fact[] {
  const weighed = items.filter((i) => i.mode !== BY_COUNT);
  const counted = items.filter((i) => i.mode === BY_COUNT);
  const facts: Fact[] = [];
  if (weighed.length)
    facts.push(
      fact(
        lang,
        'totalWeight',
        qty(
          weighed.reduce((sum, i) => sum + i.quantity, 0),
          0,
        ),
      ),
    );
  if (counted.length)
    facts.push(
      fact(
        lang,
        'totalPieces',
        qty(
          counted.reduce((sum, i) => sum + i.quantity, 0),
          BY_COUNT,
        ),
      ),
    );
  return facts;
}

/** One total of a quantity column when every row has the same unit; else nothing (kg + pieces is no sum). */
function columnTotal(items: { quantity: number; mode: number }[]): Cell {
  if (items.length === 0) return null;
  const byCount = items[0]!.mode === BY_COUNT;
  if (items.some((i) => (i.mode === BY_COUNT) !== byCount)) return null;
  return qty(
    items.reduce((sum, i) => sum + i.quantity, 0),
    byCount ? BY_COUNT : 0,
  );
}

// ------------------------------------------------------------------------ one document

/** The quantity later documents did with a line, and its column's label. */
const DONE_LABEL: Partial<Record<DocumentKind, LabelKey>> = {
  purchase_order: 'received',
  receipt: 'returned',
  transfer: 'arrived',
};

function linesTable(lang: Lang, kind: DocumentKind, d: DocumentDetailAnswer) {
  const lines = d.lines;
  const withCost =
    kind === 'purchase_order' ||
    kind === 'receipt' ||
    kind === 'supplier_return' ||
    lines.some((l) => l.unit_cost !== null);
  const withLot = lines.some((l) => l.lot !== '');
  // Only receipts and returns carry dates; a column shows when a line has one.
  const withProduced = lines.some((l) => l.production_date !== null);
  const withExpiry = lines.some((l) => l.expiry_date !== null);
  const withReason = lines.some((l) => l.reason !== '');
  const done = DONE_LABEL[kind];
  type Part = { column: Column; cell: (l: LineAnswer) => Cell; total?: Cell };
  const items = lines.map((l) => ({ quantity: l.quantity, mode: l.weighing_mode }));
  const doneItems = lines
    .filter((l) => l.done_quantity !== null)
    .map((l) => ({ quantity: l.done_quantity!, mode: l.weighing_mode }));
  const parts: Part[] = [
    { column: col(lang, 'lineNo', 6), cell: (l) => int(l.line_no), total: label(lang, 'total') },
    { column: col(lang, 'plu', 8), cell: (l) => int(l.plu_number) },
    { column: col(lang, 'itemCode', 12), cell: (l) => l.item_code },
    { column: col(lang, 'goods', 26, true), cell: (l) => goodsName(l.goods_name) },
    {
      column: col(lang, 'quantity', 11),
      cell: (l) => qty(l.quantity, l.weighing_mode),
      total: columnTotal(items),
    },
    { column: col(lang, 'unit', 6), cell: (l) => unitOf(lang, l.weighing_mode) },
  ];
  if (withCost)
    parts.push(
      { column: col(lang, 'unitCost', 12), cell: (l) => yuan(l.unit_cost) },
      { column: col(lang, 'value', 13), cell: (l) => yuan(l.value), total: yuan(d.total_value) },
    );
  if (withLot) parts.push({ column: col(lang, 'lot', 10), cell: (l) => l.lot });
  if (withProduced) parts.push({ column: col(lang, 'productionDate', 11), cell: (l) => l.production_date });
  if (withExpiry) parts.push({ column: col(lang, 'expiryDate', 11), cell: (l) => l.expiry_date });
  if (withReason) parts.push({ column: col(lang, 'reason', 14, true), cell: (l) => l.reason });
  if (done)
    parts.push({
      column: col(lang, done, 11),
      cell: (l) => (l.done_quantity === null ? null : qty(l.done_quantity, l.weighing_mode)),
      total: columnTotal(doneItems),
    });
  return {
    columns: parts.map((p) => p.column),
    rows: lines.map((l) => parts.map((p) => p.cell(l))),
    totals: parts.map((p) => p.total ?? null),
    summary: [
      fact(lang, 'lines', int(lines.length)),
      ...quantityTotals(lang, items),
      ...(withCost && d.total_value !== null ? [fact(lang, 'totalValue', yuan(d.total_value))] : []),
    ],
  };
}

function varianceTable(lang: Lang, d: DocumentDetailAnswer, report: VarianceReport) {
  const codes = new Map(d.lines.map((l) => [l.goods_id, l.item_code]));
  const q = (mode: number) => (value: number | null) => (value === null ? null : qty(value, mode));
  return {
    columns: [
      col(lang, 'lineNo', 6),
      col(lang, 'plu', 8),
      col(lang, 'itemCode', 12),
      col(lang, 'goods', 24, true),
      col(lang, 'unit', 6),
      col(lang, 'book', 10),
      col(lang, 'moved', 10),
      col(lang, 'expected', 10),
      col(lang, 'counted', 10),
      col(lang, 'variance', 10),
      col(lang, 'varianceValue', 13),
    ],
    rows: report.lines.map((l, index): Cell[] => [
      int(index + 1),
      int(l.plu_number),
      codes.get(l.goods_id) ?? '',
      goodsName(l.goods_name),
      unitOf(lang, l.weighing_mode),
      q(l.weighing_mode)(l.book_quantity),
      q(l.weighing_mode)(l.moved_quantity),
      q(l.weighing_mode)(l.expected_quantity),
      q(l.weighing_mode)(l.counted_quantity),
      // Not counted: not adjusted, so no variance to show.
      l.counted_quantity === null ? null : q(l.weighing_mode)(l.variance_quantity),
      l.counted_quantity === null ? null : yuan(l.variance_value),
    ]),
    totals: [
      label(lang, 'total'),
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      yuan(report.total_variance_value),
    ],
    summary: [
      fact(lang, 'countedItems', int(report.counted)),
      fact(lang, 'uncountedItems', int(report.uncounted)),
      fact(lang, 'totalVarianceValue', yuan(report.total_variance_value)),
    ],
  };
}

function supplierParty(lang: Lang, supplier: SupplierAnswer | null, name: string | null): Party | null {
  if (!supplier && !name) return null;
  return {
    title: label(lang, 'supplier'),
    facts: present([
      { label: '', value: supplier?.name ?? name },
      fact(lang, 'contact', supplier?.contact_person ?? ''),
      fact(lang, 'phone', supplier?.phone_number ?? ''),
      fact(lang, 'address', supplier?.address ?? ''),
      fact(lang, 'taxNumber', supplier?.tax_number ?? ''),
    ]),
  };
}

type Place = { address: string; phone: string; contact: string } | undefined;
function placeParty(lang: Lang, title: LabelKey, name: string, place: Place): Party {
  return {
    title: label(lang, title),
    facts: present([
      { label: '', value: name },
      fact(lang, 'contact', place?.contact ?? ''),
      fact(lang, 'phone', place?.phone ?? ''),
      fact(lang, 'address', place?.address ?? ''),
    ]),
  };
}

/** One document (any kind) for the supplier or the shop; another company's answers 404 as the page does. */
export async function documentReport(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  id: number,
  lang: Lang,
): Promise<Report> {
  const d = await documentDetails(ctx, scope, kind, id);
  const zone = await locationZone(ctx.db, d.location_id);
  const [supplier, places, company, variances] = await Promise.all([
    d.supplier_id === null ? null : supplierDetails(ctx, scope, d.supplier_id),
    placesOf(ctx.db, [d.location_id, ...(d.to_location_id === null ? [] : [d.to_location_id])]),
    companyFacts(ctx.db, d.company_id),
    kind === 'stocktake' ? stocktakeVariances(ctx, scope, id) : null,
  ]);
  const here = places.get(d.location_id);
  const parties: Party[] = [];
  const supplierBox = supplierParty(lang, supplier, d.supplier_name);
  if (kind === 'purchase_order') {
    if (supplierBox) parties.push(supplierBox);
    parties.push({
      title: label(lang, 'buyer'),
      facts: present([
        { label: '', value: d.company_name },
        fact(lang, 'contact', company?.contact ?? ''),
        fact(lang, 'phone', company?.phone ?? ''),
        fact(lang, 'deliverTo', d.location_name),
        fact(lang, 'address', here?.address || company?.address || ''),
      ]),
    });
  } else if (kind === 'receipt' || kind === 'supplier_return') {
    if (supplierBox) parties.push(supplierBox);
    parties.push(placeParty(lang, kind === 'receipt' ? 'receivedAt' : 'returnedFrom', d.location_name, here));
  } else if (kind === 'transfer') {
    parties.push(placeParty(lang, 'fromLocation', d.location_name, here));
    parties.push(
      placeParty(
        lang,
        'toLocation',
        d.to_location_name ?? '',
        d.to_location_id === null ? undefined : places.get(d.to_location_id),
      ),
    );
  }
  const reason =
    kind === 'loss' && (LOSS_REASONS as readonly string[]).includes(d.reason)
      ? LOSS_REASON_LABELS[d.reason as LossReason][lang]
      : d.reason;
  const facts = present([
    fact(lang, 'number', d.number),
    fact(lang, 'status', STATUS_LABELS[d.status][lang]),
    fact(lang, 'docDate', d.doc_date),
    fact(lang, 'expectedDate', d.expected_date),
    ...(parties.length === 0 ? [fact(lang, 'location', d.location_name)] : []),
    fact(lang, 'source', d.source_number),
    fact(lang, 'reason', reason),
    ...(kind === 'purchase_order' ? [fact(lang, 'paymentTerms', supplier?.payment_terms ?? '')] : []),
    fact(lang, 'createdBy', d.created_by),
    fact(lang, 'createdTime', timeIn(d.created_time, zone)),
    fact(lang, 'postedTime', timeIn(d.posted_time, zone)),
  ]);
  const table = variances ? varianceTable(lang, d, variances) : linesTable(lang, kind, d);
  return {
    ...base(ctx, lang, zone),
    filename: d.number,
    asciiFilename: d.number,
    title: KIND_TITLES[kind][lang],
    number: d.number,
    company: d.company_name,
    companyLines: company
      ? [company.address, company.phone].map(cleanText).filter((line) => line !== '')
      : [],
    facts,
    parties,
    tableTitle: variances ? label(lang, 'varianceReport') : null,
    columns: table.columns,
    rows: table.rows,
    totals: table.totals,
    summary: table.summary,
    notes: d.notes ? { label: label(lang, 'notes'), text: d.notes } : null,
    request: kind === 'purchase_order' ? label(lang, 'orderRequest') : null,
    signatures: SIGNATURES[kind].map((key) => label(lang, key)),
    footnote: null,
    landscape: false,
  };
}

// ------------------------------------------------------------------------ lists

function capped(lang: Lang, shown: number, total: number): string | null {
  return total > shown ? label(lang, 'capped', { limit: shown, total }) : null;
}

function listFilename(ctx: AppContext, kind: DocumentKind | 'stock', lang: Lang, zone: string) {
  const day = compactDay(dayIn(ctx.clock(), zone));
  const file = LIST_TITLES[kind].file;
  return { filename: `${file[lang]}-${day}`, asciiFilename: `${file.en}-${day}` };
}

async function locationName(ctx: AppContext, scope: Scope, id: number | undefined) {
  if (id === undefined) return null;
  return (await locationsRepo.findOne(ctx.db, scope, id))?.name ?? `#${id}`;
}

/** A document list as the page shows it: every page (at most STOCK_EXPORT_ROW_LIMIT rows), its filters. */
export async function documentListReport(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  query: ListQuery,
  lang: Lang,
  limit = STOCK_EXPORT_ROW_LIMIT,
): Promise<Report> {
  const page = await listDocuments(ctx, scope, kind, { ...query, page: 1, per_page: limit });
  const zone = await reportZone(ctx, scope, query.location_id, query.company_id);
  const [company, location, supplier] = await Promise.all([
    listCompanyName(ctx, scope, query.company_id, lang),
    locationName(ctx, scope, query.location_id),
    query.supplier_id === undefined
      ? null
      : suppliersRepo
          .findOne(ctx.db, scope, query.supplier_id)
          .then((s) => s?.supplier.name ?? `#${query.supplier_id}`),
  ]);
  const withSupplier = kind === 'purchase_order' || kind === 'receipt' || kind === 'supplier_return';
  const withSource = kind === 'receipt' || kind === 'supplier_return';
  const withReason = kind === 'loss' || kind === 'supplier_return';
  type Row = (typeof page.list)[number];
  type Part = { column: Column; cell: (d: Row) => Cell; total?: Cell };
  const withValue = kind !== 'stocktake' && kind !== 'transfer';
  const parts: Part[] = [
    { column: col(lang, 'number', 18), cell: (d) => d.number, total: label(lang, 'total') },
    { column: col(lang, 'docDate', 11), cell: (d) => d.doc_date },
    { column: col(lang, 'status', 10), cell: (d) => STATUS_LABELS[d.status][lang] },
    {
      column: col(lang, kind === 'transfer' ? 'fromLocation' : 'location', 14, true),
      cell: (d) => d.location_name,
    },
  ];
  if (kind === 'transfer')
    parts.push({ column: col(lang, 'toLocation', 14, true), cell: (d) => d.to_location_name });
  if (withSupplier) parts.push({ column: col(lang, 'supplier', 18, true), cell: (d) => d.supplier_name });
  if (withSource) parts.push({ column: col(lang, 'source', 18), cell: (d) => d.source_number });
  if (kind === 'purchase_order')
    parts.push({ column: col(lang, 'expectedDate', 11), cell: (d) => d.expected_date });
  if (withReason)
    parts.push({
      column: col(lang, 'reason', 14, true),
      cell: (d) =>
        kind === 'loss' && d.reason in LOSS_REASON_LABELS
          ? LOSS_REASON_LABELS[d.reason as LossReason][lang]
          : d.reason,
    });
  parts.push({
    column: col(lang, 'lines', 7),
    cell: (d) => int(d.line_count),
    total: int(page.list.reduce((sum, d) => sum + d.line_count, 0)),
  });
  const valued = page.list.filter((d) => d.total_value !== null);
  if (withValue)
    parts.push({
      column: col(lang, 'value', 14),
      cell: (d) => yuan(d.total_value),
      total: yuan(valued.reduce((sum, d) => sum + d.total_value!, 0)),
    });
  parts.push(
    { column: col(lang, 'createdBy', 12, true), cell: (d) => d.created_by },
    { column: col(lang, 'notes', 24, true), cell: (d) => d.notes },
  );
  const filters = present([
    fact(lang, 'search', query.search ?? ''),
    fact(lang, 'status', query.status ? STATUS_LABELS[query.status][lang] : ''),
    fact(lang, 'location', location),
    fact(lang, 'supplier', supplier),
    fact(
      lang,
      'dateRange',
      query.date_from || query.date_to ? `${query.date_from ?? ''} ~ ${query.date_to ?? ''}` : '',
    ),
  ]);
  return {
    ...base(ctx, lang, zone),
    ...listFilename(ctx, kind, lang, zone),
    title: LIST_TITLES[kind][lang],
    number: null,
    company,
    companyLines: [],
    facts: [...filters, fact(lang, 'rowCount', int(page.meta.total))],
    parties: [],
    tableTitle: null,
    columns: parts.map((p) => p.column),
    rows: page.list.map((d) => parts.map((p) => p.cell(d))),
    totals: parts.map((p) => p.total ?? null),
    summary: [],
    notes: null,
    request: null,
    signatures: [],
    footnote: capped(lang, page.list.length, page.meta.total),
    landscape: true,
  };
}

/** The stock overview (balances per location and goods) with the page's filters. */
export async function balancesReport(
  ctx: AppContext,
  scope: Scope,
  query: BalanceQuery,
  lang: Lang,
  limit = STOCK_EXPORT_ROW_LIMIT,
): Promise<Report> {
  const page = await balances.listBalances(ctx, scope, { ...query, page: 1, per_page: limit });
  const zone = await reportZone(ctx, scope, query.location_id, query.company_id);
  const [company, location] = await Promise.all([
    listCompanyName(ctx, scope, query.company_id, lang),
    locationName(ctx, scope, query.location_id),
  ]);
  const rows = page.list;
  const items = rows.map((b) => ({ quantity: b.quantity, mode: b.weighing_mode }));
  const totalValue = rows.reduce((sum, b) => sum + b.value, 0);
  const filters = present([
    fact(lang, 'search', query.search ?? ''),
    fact(lang, 'location', location),
    fact(lang, 'goodsFilter', query.goods_id === undefined ? null : String(query.goods_id)),
    fact(lang, 'belowThresholdOnly', query.below_threshold ? '✓' : ''),
  ]);
  return {
    ...base(ctx, lang, zone),
    ...listFilename(ctx, 'stock', lang, zone),
    title: LIST_TITLES.stock[lang],
    number: null,
    company,
    companyLines: [],
    facts: [...filters, fact(lang, 'rowCount', int(page.meta.total))],
    parties: [],
    tableTitle: null,
    columns: [
      col(lang, 'location', 14, true),
      col(lang, 'plu', 8),
      col(lang, 'itemCode', 12),
      col(lang, 'goods', 24, true),
      col(lang, 'quantity', 11),
      col(lang, 'unit', 6),
      col(lang, 'value', 13),
      col(lang, 'inTransit', 10),
      col(lang, 'lowThreshold', 10),
      col(lang, 'state', 10),
      col(lang, 'lastMove', 16),
    ],
    rows: rows.map((b): Cell[] => [
      b.location_name,
      int(b.plu_number),
      b.item_code,
      goodsName(b.goods_name),
      qty(b.quantity, b.weighing_mode),
      unitOf(lang, b.weighing_mode),
      yuan(b.value),
      b.in_transit ? qty(b.in_transit, b.weighing_mode) : null,
      b.low_threshold === null ? null : qty(b.low_threshold, b.weighing_mode),
      b.negative ? label(lang, 'negative') : b.below_threshold ? label(lang, 'belowThreshold') : '',
      timeIn(b.last_move_time, zone),
    ]),
    totals: [
      label(lang, 'total'),
      null,
      null,
      null,
      columnTotal(items),
      null,
      yuan(totalValue),
      null,
      null,
      null,
      null,
    ],
    summary: [...quantityTotals(lang, items), fact(lang, 'totalValue', yuan(totalValue))],
    notes: null,
    request: null,
    signatures: [],
    footnote: capped(lang, rows.length, page.meta.total),
    landscape: true,
  };
}
