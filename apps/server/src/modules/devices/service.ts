import { nameCharsOf, scaleModel } from '@dahua/shared';
import type {
  DeviceAuditAnswer,
  DeviceAuditBody,
  DeviceChanges,
  DeviceReport,
  DeviceState,
  DeviceStatusBody,
  GoodsSync,
  ScaleAudit,
  ScaleSync,
} from '@dahua/shared/contracts/devices';
import { DEFAULT_LABEL_WIDTH_ON_WIRE, toScaleLayout } from '@dahua/shared/labels/scale-layout';
import {
  EncodeError,
  encodeText,
  fitPluNames,
  pluRecordOfGoods,
  SYSTEM_PARAMETERS_13_DIGIT,
  SYSTEM_PARAMETERS_18_DIGIT,
} from '@dahua/tm-protocol';
import type { DeviceScale } from '../../access/device-scale.js';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { DEVICE_CHANGES_KEPT_DAYS, type DeviceChangeKind, type LabelRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/service.js';
import * as goodsRepo from '../goods/queries.js';
import { type CurrentLot, currentLotsOf } from '../lots/queries.js';
import { type PriceInForce, pricesInShop } from '../prices/queries.js';
import { noteFirmwareReading } from '../scale-legal/service.js';
import { limitsOf, visibleScale, writableScale } from '../scales/access.js';
import { issueDeviceCredential } from '../scales/service.js';
import { syncAnswer } from '../scales/sync-answer.js';
import type { ChangeNotifier } from './notifier.js';
import * as repo from './repo.js';

/** Noted when a scale uploads its sales (trades: a batch from the scale itself). */
export const noteSalesUpload = repo.noteSalesUpload;

type Refusal = DeviceState['refused'][number];
type PluEntry = DeviceState['plus']['records'][number];
type LabelEntry = DeviceState['labels']['slots'][number];
type NameCutEntry = DeviceReport['names_cut'][number];

const refusalOf = (error: unknown): { field: string; reason: string } =>
  error instanceof EncodeError
    ? { field: error.field, reason: error.reason }
    : { field: 'style', reason: error instanceof Error ? error.message : String(error) };

type PricedGoods = repo.GoodsOnScale & { price: PriceInForce };

/**
 * The goods on the scale (only these PLUs, when given), each with the price in force in its shop
 * (base, list, change or promotion: modules/prices), which is the price its record carries.
 */
async function pricedGoodsOn(
  ctx: AppContext,
  scale: Pick<repo.DeviceScaleRow, 'id' | 'shopId'>,
  plus?: number[],
): Promise<PricedGoods[]> {
  const rows = await repo.goodsOnScale(ctx.db, scale.id, plus);
  const prices = await pricesInShop(
    ctx.db,
    scale.shopId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    price: prices.get(row.id) ?? {
      unitPriceFen: row.unitPriceFen,
      source: 'base',
      sourceId: null,
      priceListId: null,
    },
  }));
}

/**
 * Goods as `!0V` records; an item the codec refuses is listed, named by its field, and never sent.
 * Every record carries the company's barcode flag (the `FF` its price barcodes start with), and its
 * name lines cut to what the scale's model takes (a longer name gets no reply from a scale: five
 * tries, then "unreachable"); what was cut is listed in `namesCut` for the scale page.
 */
function plusOf(
  rows: PricedGoods[],
  scale: Pick<repo.DeviceScaleRow, 'barcodeFlag' | 'modelCode'>,
  currentLots: ReadonlyMap<number, CurrentLot>,
): { records: PluEntry[]; refused: Refusal[]; namesCut: NameCutEntry[] } {
  const barcodeFlag = Number(scale.barcodeFlag);
  const limit = nameCharsOf(scaleModel(scale.modelCode));
  const records: PluEntry[] = [];
  const refused: Refusal[] = [];
  const namesCut: NameCutEntry[] = [];
  for (const row of rows) {
    try {
      const record = pluRecordOfGoods(
        {
          plu_number: row.pluNumber,
          item_code: row.itemCode,
          name: row.name,
          unit_price: row.price.unitPriceFen,
          weighing_mode: row.weighingMode,
          tare: row.tareGrams,
          shelf_life: row.shelfLifeDays,
          special_info_1: row.specialInfo1,
          special_info_2: row.specialInfo2,
          special_info_3: row.specialInfo3,
          department: row.department,
          // The shop's current lot rides in the numeric code (the label's ean13 field prints it, issue 29 §3).
          numeric_code: currentLots.get(row.id)?.traceCode ?? row.numericCode,
          label_number: row.labelNumber,
          discount_enabled: row.discountEnabled,
          discount_periods: row.discountPeriods,
        },
        { barcodeFlag },
      );
      const fitted = fitPluNames(record, limit);
      for (const cut of fitted.cuts)
        namesCut.push({
          goods_id: row.id,
          plu: row.pluNumber,
          name: row.name,
          line: cut.line + 1,
          chars: cut.chars,
          limit,
          sent: cut.sent,
        });
      records.push({
        goods_id: row.id,
        record: { ...fitted.record, shopNumber: barcodeFlag },
        price: { source: row.price.source, source_id: row.price.sourceId },
      });
    } catch (error) {
      refused.push({
        kind: 'plu',
        goods_id: row.id,
        name: row.name,
        plu: row.pluNumber,
        slot: null,
        ...refusalOf(error),
      });
    }
  }
  return { records, refused, namesCut };
}

/**
 * What the `!0T` width digits carry (uncertain, packages/tm-protocol README): the scale's print width
 * by default, as the public layouts of 40×30 labels do (`56 30`); 'labelWidth' sends the label's.
 */
export const LABEL_WIDTH_ON_WIRE = DEFAULT_LABEL_WIDTH_ON_WIRE;

/** Templates in slots as `!0T`/`!0R` lines; a template the layout cannot carry is refused. */
function labelsOf(
  rows: LabelRow[],
  scale: Pick<repo.DeviceScaleRow, 'modelCode'>,
): { slots: LabelEntry[]; refused: Refusal[] } {
  const printWidthMm = scaleModel(scale.modelCode)?.maxPrintWidthMm ?? null;
  const slots: LabelEntry[] = [];
  const refused: Refusal[] = [];
  for (const row of rows) {
    const slot = row.slot as number;
    // The scales get the style last pushed (issue 29 §2: a save whose label check failed is held);
    // a template created held was never pushed, and its slot stays as the scale has it.
    if (row.heldFailures !== null && row.pushedStyle.itemList.length === 0) continue;
    try {
      const { layout, texts } = toScaleLayout(row.pushedStyle, slot, {
        printWidthMm,
        widthOnWire: LABEL_WIDTH_ON_WIRE,
      });
      slots.push({ slot, label_id: row.id, name: row.name, layout, texts });
    } catch (error) {
      refused.push({ kind: 'label', goods_id: null, name: row.name, plu: null, slot, ...refusalOf(error) });
    }
  }
  return { slots, refused };
}

/** The shop name as the scale's text 1 (`!0Z01`); special information: none kept yet. */
function textsOf(scale: repo.DeviceScaleRow): { part: DeviceChanges['texts'] & {}; refused: Refusal[] } {
  const shopName = { slot: 1, text: scale.shopName };
  try {
    encodeText(shopName);
    return { part: { texts: [shopName], special_info: [] }, refused: [] };
  } catch (error) {
    const { reason } = refusalOf(error);
    return {
      part: { texts: [], special_info: [] },
      refused: [
        {
          kind: 'text',
          goods_id: null,
          name: scale.shopName,
          plu: null,
          slot: 1,
          field: 'shop_name',
          reason,
        },
      ],
    };
  }
}

/** The company's barcode settings and the `!0O01` fields for a barcode of that length. */
function paramsOf(scale: repo.DeviceScaleRow): DeviceChanges['params'] & {} {
  const base = scale.barcodeFormat.length === 18 ? SYSTEM_PARAMETERS_18_DIGIT : SYSTEM_PARAMETERS_13_DIGIT;
  return {
    barcode_format: scale.barcodeFormat,
    barcode_flag: scale.barcodeFlag,
    time_zone: scale.timeZone,
    system_parameters: { ...base },
  };
}

async function hotKeysOf(ctx: AppContext, scale: repo.DeviceScaleRow) {
  return { key_count: limitsOf(scale.modelCode).keyCount, keys: await repo.hotKeysOf(ctx.db, scale.id) };
}

/** The shop's current lot of each goods item on the scale. */
const lotsOnScale = (ctx: AppContext, scale: repo.DeviceScaleRow, rows: readonly PricedGoods[]) =>
  currentLotsOf(
    ctx.db,
    scale.shopId,
    rows.map((row) => row.id),
  );

async function scaleOf(ctx: AppContext, device: DeviceScale): Promise<repo.DeviceScaleRow> {
  const scale = await repo.scaleOf(ctx.db, device.id);
  if (!scale) throw new AppError('DEVICE_CREDENTIAL_INVALID');
  return scale;
}

/**
 * Everything the scale should hold now. The version is read first: what is read after it is at
 * least that new, so a change committed in between is listed again by the feed, never lost.
 */
export async function deviceState(ctx: AppContext, device: DeviceScale): Promise<DeviceState> {
  await repo.touchContact(ctx.db, device.id);
  return (await stateOf(ctx, device)).state;
}

async function stateOf(
  ctx: AppContext,
  device: DeviceScale,
): Promise<{ state: DeviceState; namesCut: NameCutEntry[] }> {
  const version = await repo.versionOf(ctx.db, device.id);
  const [scale, parts] = await Promise.all([
    scaleOf(ctx, device),
    repo.partVersions(ctx.db, device.id, version),
  ]);
  const [goodsRows, hotKeys, labelRows] = await Promise.all([
    pricedGoodsOn(ctx, scale),
    hotKeysOf(ctx, scale),
    repo.labelsInSlots(ctx.db, scale.shopId),
  ]);
  const plus = plusOf(goodsRows, scale, await lotsOnScale(ctx, scale, goodsRows));
  const labels = labelsOf(labelRows, scale);
  const texts = textsOf(scale);
  const { pluLimit, keyCount } = limitsOf(scale.modelCode);
  const partVersion = (kind: DeviceChangeKind) => Math.max(parts[kind] ?? 0, parts.all ?? 0);
  const state: DeviceState = {
    scale: {
      id: scale.id,
      name: scale.name,
      shop_id: scale.shopId,
      model_code: scale.modelCode,
      plu_limit: pluLimit,
      key_count: keyCount,
    },
    version,
    plus: { version: partVersion('plu'), records: plus.records },
    hot_keys: { version: partVersion('hot_keys'), ...hotKeys },
    labels: { version: partVersion('label'), slots: labels.slots },
    texts: { version: partVersion('texts'), ...texts.part },
    params: { version: partVersion('params'), ...paramsOf(scale) },
    refused: [...plus.refused, ...labels.refused, ...texts.refused],
  };
  return { state, namesCut: plus.namesCut };
}

const nothingSince = (
  since: number,
  version: number,
  full: boolean,
  push = false,
  verify = false,
): DeviceChanges => ({
  since,
  version,
  full,
  push,
  verify,
  plus: [],
  removed_plus: [],
  hot_keys: null,
  labels: [],
  removed_label_slots: [],
  texts: null,
  params: null,
  refused: [],
});

/** What changed after `since`: the current form of each PLU, slot and part named by a change since. */
async function changesSince(ctx: AppContext, device: DeviceScale, since: number): Promise<DeviceChanges> {
  const { version, pruned } = await repo.versionsAndPruned(ctx.db, device.id);
  // Ahead of the scale (a database restored), or behind what the feed still keeps: resync in full.
  if (since > version || since < pruned) return nothingSince(since, version, true);
  if (since === version) return nothingSince(since, version, false);
  const changes = await repo.changesBetween(ctx.db, device.id, since, version);
  // A verification asked for since: the bridge reads every PLU back once (the next feed is past it).
  const verify = changes.some((change) => change.kind === 'verify');
  if (changes.some((change) => change.kind === 'all'))
    return nothingSince(since, version, true, false, verify);
  const push = changes.some((change) => change.kind === 'push');
  const touched = (kind: DeviceChangeKind) => [
    ...new Set(changes.filter((c) => c.kind === kind && c.ref !== null).map((c) => c.ref as number)),
  ];
  const has = (kind: DeviceChangeKind) => changes.some((c) => c.kind === kind);
  const scale = await scaleOf(ctx, device);
  // The barcode flag is in every PLU record: when the company's barcode settings changed, every
  // PLU on the scale is sent again (the bridge pushes those whose line differs).
  const everyPlu = has('params');
  const plus = touched('plu').sort((a, b) => a - b);
  const slots = touched('label').sort((a, b) => a - b);
  const [goodsRows, labelRows, hotKeys] = await Promise.all([
    pricedGoodsOn(ctx, scale, everyPlu ? undefined : plus),
    repo.labelsInSlots(ctx.db, scale.shopId, slots),
    has('hot_keys') ? hotKeysOf(ctx, scale) : null,
  ]);
  const held = new Set(goodsRows.map((row) => row.pluNumber));
  const present = new Set(labelRows.map((row) => row.slot));
  const upserted = plusOf(goodsRows, scale, await lotsOnScale(ctx, scale, goodsRows));
  const labels = labelsOf(labelRows, scale);
  const texts = has('texts') ? textsOf(scale) : null;
  return {
    since,
    version,
    full: false,
    push,
    verify,
    plus: upserted.records,
    // A refused item is not on the scale as it is now either: the bridge removes its old record.
    removed_plus: plus.filter(
      (plu) => !held.has(plu) || upserted.refused.some((refusal) => refusal.plu === plu),
    ),
    hot_keys: hotKeys,
    labels: labels.slots,
    removed_label_slots: slots.filter((slot) => !present.has(slot)),
    texts: texts?.part ?? null,
    params: has('params') ? paramsOf(scale) : null,
    refused: [...upserted.refused, ...labels.refused, ...(texts?.refused ?? [])],
  };
}

/** The change feed; with `wait` seconds, held until a change arrives or the wait ends. */
export async function deviceChanges(
  ctx: AppContext,
  notifier: ChangeNotifier,
  device: DeviceScale,
  since: number,
  wait: number | undefined,
  signal?: AbortSignal,
): Promise<DeviceChanges> {
  await repo.touchContact(ctx.db, device.id);
  const now = await changesSince(ctx, device, since);
  if (!wait || now.version !== since || now.full) return now;
  const woken = await notifier.waitFor(device.id, since, wait * 1000, signal);
  return woken === null ? now : changesSince(ctx, device, since);
}

/** A report of the scale's bridge: sync state, push progress, last error, firmware. */
export async function reportStatus(
  ctx: AppContext,
  device: DeviceScale,
  body: DeviceStatusBody,
): Promise<ScaleSync> {
  const values: repo.StatusValues = { state: body.state };
  if (body.pushed !== undefined) values.pushed = body.pushed;
  if (body.total !== undefined) values.total = body.total;
  if (body.firmware !== undefined) values.firmware = body.firmware;
  if (body.error !== undefined) {
    values.error = body.error;
    values.errorTime = new Date();
  }
  if (body.acknowledged_version !== undefined) values.acknowledgedVersion = body.acknowledged_version;
  if (body.state === 'in_step' && body.acknowledged_version !== undefined) {
    if (body.full) values.lastFullSync = new Date();
    else values.lastDeltaSync = new Date();
    if (body.pushed === undefined) values.pushed = null;
    if (body.total === undefined) values.total = null;
  }
  const firmware = body.firmware;
  if (firmware === undefined) await repo.upsertStatus(ctx.db, device.id, values);
  else
    await ctx.db.transaction(async (tx) => {
      // A reading other than the one stored before goes in the scale's event log (issue 27).
      await noteFirmwareReading(tx, device.id, firmware, ctx.clock());
      await repo.upsertStatus(tx, device.id, values);
    });
  const [row, version] = await Promise.all([
    repo.statusOf(ctx.db, device.id),
    repo.versionOf(ctx.db, device.id),
  ]);
  const sync = syncAnswer(row, version);
  if (!sync) throw new AppError('DEVICE_CREDENTIAL_INVALID'); // the scale was deleted meanwhile
  return sync;
}

/** A new device credential for a scale (owners, managers, administrators); the old one stops at once. */
export async function rotateCredential(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<{ scale_id: number; device_credential: string }> {
  const { scale } = await writableScale(ctx.db, scope, id);
  const credential = await ctx.db.transaction(async (tx) => {
    const issued = await issueDeviceCredential(tx, id);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'scale.credential',
      targetType: 'scale',
      targetId: id,
      companyId: scale.companyId,
      detail: { scale_name: scale.scaleName, shop_id: scale.shopId },
    });
    return issued;
  });
  return { scale_id: id, device_credential: credential };
}

/** Asks the scale's bridge to push now, or (`full`) to clear the scale and send everything. */
export async function requestSync(
  ctx: AppContext,
  scope: Scope,
  id: number,
  full: boolean,
): Promise<ScaleSync | null> {
  const { scale } = await writableScale(ctx.db, scope, id);
  await ctx.db.transaction(async (tx) => {
    await repo.requestChange(tx, id, full ? 'all' : 'push');
    if (full)
      await recordAudit(tx, {
        actorUserId: scope.userId,
        action: 'scale.resync',
        targetType: 'scale',
        targetId: id,
        companyId: scale.companyId,
        detail: { scale_name: scale.scaleName, shop_id: scale.shopId },
      });
  });
  const [row, version] = await Promise.all([repo.statusOf(ctx.db, id), repo.versionOf(ctx.db, id)]);
  return syncAnswer(row, version);
}

/** Which scales hold a goods item and which acknowledged it as it is now ("sent to 3 scales"). */
export async function goodsSync(ctx: AppContext, scope: Scope, goodsId: number): Promise<GoodsSync> {
  const item = await goodsRepo.findOne(ctx.db, scope, goodsId);
  if (!item) throw new AppError('NOT_FOUND');
  const rows = await repo.goodsOnScales(ctx.db, goodsId);
  const scales = rows.map((row) => ({
    scale_id: row.scaleId,
    scale_name: row.scaleName,
    shop_name: row.shopName,
    acknowledged:
      row.acknowledgedVersion !== null &&
      (row.changeVersion === null || row.acknowledgedVersion >= row.changeVersion),
    state: row.state,
  }));
  return { goods_id: goodsId, acknowledged: scales.filter((scale) => scale.acknowledged).length, scales };
}

/** The console's view of a scale's link: its sync state and what the codec refuses to send it. */
export async function deviceReport(ctx: AppContext, scope: Scope, id: number): Promise<DeviceReport> {
  const { scale } = await visibleScale(ctx.db, scope, id);
  const device = { id, name: scale.scaleName, companyId: scale.companyId, shopId: scale.shopId };
  const [row, { state, namesCut }, audit] = await Promise.all([
    repo.statusOf(ctx.db, id),
    stateOf(ctx, device),
    auditOf(ctx, id, scale.companyId),
  ]);
  return {
    scale_id: id,
    sync: syncAnswer(row, state.version),
    version: state.version,
    refused: state.refused,
    names_cut: namesCut,
    audit,
    lan_host: scale.lanHost,
    lan_port: scale.lanPort,
  };
}

// ── read-back audits (issue 25 §4) ──────────────────────────────────────────────────────────

/** A scale's read-back state as the scale page shows it. */
async function auditOf(ctx: AppContext, scaleId: number, companyId: number): Promise<ScaleAudit> {
  const [{ last, verified, verifyRequested }, mode] = await Promise.all([
    repo.auditStateOf(ctx.db, scaleId),
    repo.repairModeOf(ctx.db, companyId),
  ]);
  return {
    last: last && {
      id: last.id,
      checked_time: last.checkedTime.toISOString(),
      checked: last.checked,
      matched: last.matched,
      full: last.full,
      repaired: last.repaired,
      differences: last.differences,
      more: last.more,
    },
    verified: verified && {
      checked_time: verified.checkedTime.toISOString(),
      checked: verified.checked,
      matched: verified.matched,
    },
    repair_mode: mode,
    verify_requested: verifyRequested,
  };
}

/**
 * A read-back audit from the scale's bridge: stored (the scale keeps its latest 50), and answered
 * with whether to resend the differing PLUs now: there are some, the company repairs automatically,
 * and the bridge has not repaired them already.
 */
export async function reportAudit(
  ctx: AppContext,
  device: DeviceScale,
  body: DeviceAuditBody,
): Promise<DeviceAuditAnswer> {
  const id = await ctx.db.transaction(async (tx) =>
    repo.insertAudit(tx, {
      scaleId: device.id,
      companyId: device.companyId,
      checked: body.checked,
      matched: body.matched,
      full: body.full,
      version: body.version ?? null,
      differences: body.differences,
      more: 0,
      repaired: body.repaired,
    }),
  );
  const mode = await repo.repairModeOf(ctx.db, device.companyId);
  return { audit_id: id, repair: body.differences.length > 0 && mode === 'auto' && !body.repaired };
}

/** Asks the scale's bridge to read every PLU back and compare now (owners, managers, administrators). */
export async function requestVerify(ctx: AppContext, scope: Scope, id: number): Promise<ScaleAudit> {
  const { scale } = await writableScale(ctx.db, scope, id);
  await ctx.db.transaction(async (tx) => {
    await repo.requestChange(tx, id, 'verify');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'scale.verify',
      targetType: 'scale',
      targetId: id,
      companyId: scale.companyId,
      detail: { scale_name: scale.scaleName, shop_id: scale.shopId },
    });
  });
  return auditOf(ctx, id, scale.companyId);
}

/** Drops the change feed's changes older than DEVICE_CHANGES_KEPT_DAYS (run hourly). */
export const pruneChanges = (ctx: AppContext) => repo.pruneChanges(ctx.db, DEVICE_CHANGES_KEPT_DAYS);
