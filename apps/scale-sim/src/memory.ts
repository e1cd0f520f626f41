import { hotKeyCountOf, nameCharsOf, pluNumberLimit, type ScaleModel } from '@dahua/shared';
import {
  ackOf,
  blankPlu,
  CLEAR_PLUS_ACK,
  CLEAR_SALES_ACK,
  CLEAR_SALES_REPLY_CAPTURED,
  type Command,
  EncodeError,
  encodeLabelLayout,
  encodeLabelTexts,
  encodePlu,
  encodePluReadReply,
  encodeSalesReply,
  hotKeyLayersFor,
  isBlankPlu,
  LABEL_NUMBERS,
  type LabelLayout,
  type LabelTexts,
  MAX_SALES_RECORD,
  type PluRecord,
  type ProtocolOptions,
  type SalesRecord,
  type ScaleDateTime,
  type SystemParameters,
  scaleDateTimeOf,
} from '@dahua/tm-protocol';

/** Where SPEC gives a model no sales-record capacity: 5000, the smallest it gives any model. */
export const FALLBACK_SALES_CAPACITY = 5000;

/** What the scale does with a well-formed command: answer, or stay silent (and why). */
export type Outcome =
  /** `bytes`: the reply's exact bytes on the wire, where a real scale's differ from `reply` + CR LF ETX. */
  { reply: string; bytes?: Buffer } | { silence: string };

export interface SellRequest {
  plu: number;
  /** Grams (by weight; fixed weight defaults to the PLU's tare field, its unit weight). */
  weight?: number;
  /** Pieces (by count). */
  count?: number;
}

export class SellError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** A control-port edit the scale cannot take: 404 no such PLU held, 400 a field it cannot hold. */
export class EditError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

const wholeIn =
  (min: number, max: number) =>
  (name: string, value: unknown): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      throw new EditError(400, `${name} must be a whole number from ${min} to ${max}`);
    return value;
  };

/**
 * The PLU fields a person at the scale's keyboard can change, by their control-port (snake_case)
 * name: each checks its value and sets it on the record. The record is then checked whole by the
 * codec (`encodePlu`), as a `!0V` write would be.
 */
const EDITABLE: Record<string, (record: PluRecord, value: unknown, name: string) => void> = {
  item_code: (r, v, n) => {
    r.itemCode = wholeIn(0, 9_999_999)(n, typeof v === 'string' && /^\d{1,7}$/.test(v) ? Number(v) : v);
  },
  unit_price: (r, v, n) => {
    r.unitPrice = wholeIn(0, 999_999)(n, v);
  },
  weighing_mode: (r, v, n) => {
    r.weighingMode = wholeIn(0, 2)(n, v) as PluRecord['weighingMode'];
  },
  special_info: (r, v, n) => {
    if (!Array.isArray(v) || v.length !== 3) throw new EditError(400, `${n} must be 3 indexes`);
    r.specialInfo = v.map((x, i) => wholeIn(0, 99)(`${n}[${i}]`, x)) as PluRecord['specialInfo'];
  },
  shelf_life: (r, v, n) => {
    r.shelfLife = wholeIn(0, 999)(n, v);
  },
  barcode_flag: (r, v, n) => {
    r.barcodeFlag = wholeIn(0, 99)(n, v);
  },
  department: (r, v, n) => {
    r.department = wholeIn(0, 99)(n, v);
  },
  numeric_code: (r, v, n) => {
    if (typeof v !== 'string' || !/^\d{13}$/.test(v)) throw new EditError(400, `${n} must be 13 digits`);
    r.numericCode = v;
  },
  tare: (r, v, n) => {
    r.tare = wholeIn(0, 99_999)(n, v);
  },
  label_number: (r, v, n) => {
    r.labelNumber = wholeIn(0, 15)(n, v);
  },
  discount_flag: (r, v, n) => {
    r.discountFlag = wholeIn(0, 2)(n, v) as PluRecord['discountFlag'];
  },
  name: (r, v, n) => {
    if (typeof v !== 'string') throw new EditError(400, `${n} must be text (lines split by \\n)`);
    const lines = v.split('\n');
    if (lines.length > 3) throw new EditError(400, `${n} has at most 3 lines`);
    r.name = [lines[0] ?? '', lines[1] ?? '', lines[2] ?? ''];
  },
  name_lines: (r, v, n) => {
    if (!Array.isArray(v) || v.length !== 3 || v.some((line) => typeof line !== 'string'))
      throw new EditError(400, `${n} must be 3 lines of text`);
    r.name = [...v] as PluRecord['name'];
  },
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateTimeText = (d: ScaleDateTime) =>
  `${d.year}-${pad(d.month)}-${pad(d.day)} ${pad(d.hour)}:${pad(d.minute)}`;

/**
 * A scale's memory, bounded by its model: PLUs 1 to the model's limit, the hot-key layers its keys
 * need, 16 label formats, 32 texts, 22 special-information texts, system parameters, the clock
 * (set only, it runs on from there) and the sales records up to the model's capacity.
 */
export class ScaleMemory {
  readonly pluLimit: number;
  readonly hotKeyCount: number;
  readonly hotKeyLayers: number;
  readonly salesCapacity: number;
  /** The most characters a name line may have: a longer one gets no reply, as on a real scale. */
  readonly nameChars: number;
  private readonly plus = new Map<number, PluRecord>();
  private readonly hotKeys = new Map<number, number[]>();
  private readonly layouts = new Map<number, LabelLayout>();
  private readonly layoutTexts = new Map<number, LabelTexts>();
  private readonly texts = new Map<number, string>();
  private readonly specialInfo = new Map<number, string>();
  private params: SystemParameters | null = null;
  private clockOffsetMs = 0;
  private clockSet = false;
  private sales: SalesRecord[] = [];
  private ticket = 0;

  constructor(
    readonly model: ScaleModel,
    private readonly options: Partial<ProtocolOptions> = {},
  ) {
    this.pluLimit = pluNumberLimit(model);
    this.nameChars = nameCharsOf(model);
    this.hotKeyCount = hotKeyCountOf(model);
    this.hotKeyLayers = hotKeyLayersFor(this.hotKeyCount, options);
    this.salesCapacity = Math.min(model.salesRecordCapacity ?? FALLBACK_SALES_CAPACITY, MAX_SALES_RECORD);
  }

  now(): ScaleDateTime {
    return scaleDateTimeOf(new Date(Date.now() + this.clockOffsetMs));
  }

  /** Applies one decoded command as the scale would. */
  apply(command: Command): Outcome {
    switch (command.kind) {
      case 'plu': {
        const { record } = command;
        if (record.plu > this.pluLimit)
          return {
            silence: `PLU ${record.plu} is beyond this ${this.model.code}'s memory (1–${this.pluLimit})`,
          };
        const long = record.name.findIndex((line) => Array.from(line).length > this.nameChars);
        if (long >= 0)
          return {
            silence: `PLU ${record.plu}: name line ${long + 1} has ${Array.from(record.name[long] ?? '').length} characters, this ${this.model.code} takes ${this.nameChars}`,
          };
        if (isBlankPlu(record)) this.plus.delete(record.plu);
        else this.plus.set(record.plu, record);
        return { reply: ackOf(command) };
      }
      case 'pluRead':
        if (command.plu > this.pluLimit)
          return {
            silence: `PLU ${command.plu} is beyond this ${this.model.code}'s memory (1–${this.pluLimit})`,
          };
        return {
          reply: encodePluReadReply(this.plus.get(command.plu) ?? blankPlu(command.plu), this.options),
        };
      case 'hotKeys': {
        const { layer, plus } = command.hotKeys;
        if (layer >= this.hotKeyLayers)
          return {
            silence: `hot-key layer ${layer}: this ${this.model.code} has ${this.hotKeyCount} keys (layers 0–${this.hotKeyLayers - 1})`,
          };
        this.hotKeys.set(layer, [...plus]);
        return { reply: ackOf(command) };
      }
      case 'labelLayout':
        this.layouts.set(command.layout.number, command.layout);
        return { reply: ackOf(command) };
      case 'labelTexts':
        this.layoutTexts.set(command.texts.number, command.texts);
        return { reply: ackOf(command) };
      case 'text':
        this.texts.set(command.text.slot, command.text.text);
        return { reply: ackOf(command) };
      case 'specialInfo':
        this.specialInfo.set(command.text.slot, command.text.text);
        return { reply: ackOf(command) };
      case 'systemParameters':
        this.params = command.params;
        return { reply: ackOf(command) };
      case 'clock': {
        const d = command.dateTime;
        this.clockOffsetMs = new Date(d.year, d.month - 1, d.day, d.hour, d.minute).getTime() - Date.now();
        this.clockSet = true;
        return { reply: ackOf(command) };
      }
      case 'clearPlus':
        this.plus.clear();
        return { reply: CLEAR_PLUS_ACK };
      case 'clearSales':
        this.sales = [];
        // Byte for byte as captured from a real scale: `0ha` LF CR LF ETX.
        return { reply: CLEAR_SALES_ACK, bytes: Buffer.from(CLEAR_SALES_REPLY_CAPTURED) };
      case 'salesRead':
        return {
          reply: encodeSalesReply(
            command.recordNumber,
            this.sales[command.recordNumber - 1] ?? null,
            this.options,
          ),
        };
    }
  }

  /** "Sells" a PLU as the scale would: price from its memory, total truncated, next record and ticket. */
  sell(request: SellRequest): SalesRecord {
    if (!Number.isInteger(request.plu)) throw new SellError(400, 'plu must be an integer');
    const plu = this.plus.get(request.plu);
    if (!plu) throw new SellError(404, `PLU ${request.plu} is not in this scale's memory`);
    if (this.sales.length >= this.salesCapacity)
      throw new SellError(
        409,
        `the sales memory is full (${this.salesCapacity} records): read and clear it (!0HA)`,
      );
    let weight: number;
    let total: number;
    if (plu.weighingMode === 1) {
      weight = request.count ?? 1;
      if (!Number.isInteger(weight) || weight < 1)
        throw new SellError(400, 'count must be a whole number ≥ 1');
      total = weight * plu.unitPrice;
    } else {
      weight = request.weight ?? (plu.weighingMode === 2 ? plu.tare : Number.NaN);
      if (!Number.isInteger(weight) || weight < 1)
        throw new SellError(400, 'weight (grams) must be a whole number ≥ 1');
      total = Math.floor((weight * plu.unitPrice) / 1000);
    }
    const dateTime = this.now();
    const period =
      plu.discountFlag > 0
        ? plu.discountPeriods.find(
            (p) => p.discount > 0 && dateTime.hour >= p.startHour && dateTime.hour < p.endHour,
          )
        : undefined;
    this.ticket = (this.ticket % 9999) + 1;
    const record: SalesRecord = {
      recordNumber: this.sales.length + 1,
      dateTime,
      weighingMode: plu.weighingMode,
      department: plu.department,
      // The PLU record carries no shop number (positions 31–32 are the barcode flag): the shop is
      // the system parameters' third field (03 in both public examples, as in the sales sample).
      shop: this.params?.shopOrDiscountApplication ?? 0,
      plu: plu.plu,
      weight,
      unitPrice: plu.unitPrice,
      totalBeforeDiscount: total,
      totalAfterDiscount: period ? Math.floor((total * (100 - period.discount)) / 100) : total,
      ticketField: this.ticket * 256,
      scaleNumber: this.params?.scaleNumber ?? 1,
    };
    try {
      encodeSalesReply(record.recordNumber, record, this.options);
    } catch (error) {
      if (error instanceof EncodeError)
        throw new SellError(422, `the sales record cannot carry this sale: ${error.message}`);
      throw error;
    }
    this.sales.push(record);
    return record;
  }

  /** The memory as the control interface shows it. */
  toJSON() {
    const hotKeys: Record<string, number[]> = {};
    for (const [layer, plus] of [...this.hotKeys].sort((a, b) => a[0] - b[0])) hotKeys[layer] = plus;
    const labels: Record<string, unknown> = {};
    for (let number = 0; number < LABEL_NUMBERS; number++) {
      const layout = this.layouts.get(number);
      const texts = this.layoutTexts.get(number);
      if (!layout && !texts) continue;
      labels[number + 1] = {
        number,
        width: layout?.width ?? null,
        height: layout?.height ?? null,
        layout: layout ? encodeLabelLayout(layout) : null,
        texts: texts ? encodeLabelTexts(texts) : null,
      };
    }
    return {
      model: this.model.code,
      limits: {
        plus: this.pluLimit,
        hot_keys: this.hotKeyCount,
        hot_key_layers: this.hotKeyLayers,
        labels: LABEL_NUMBERS,
        sales: this.salesCapacity,
      },
      plus: [...this.plus.values()].sort((a, b) => a.plu - b.plu).map(pluJson),
      hot_keys: hotKeys,
      labels,
      texts: Object.fromEntries([...this.texts].sort((a, b) => a[0] - b[0])),
      special_info: Object.fromEntries([...this.specialInfo].sort((a, b) => a[0] - b[0])),
      params: this.params,
      clock: { now: dateTimeText(this.now()), set: this.clockSet },
      sales: this.sales.map((record) => saleJson(record, this.options)),
    };
  }

  pluCount(): number {
    return this.plus.size;
  }

  /**
   * Changes fields of a PLU held in memory, as a person at the scale's keyboard would (the price, a
   * name, the tare …): `fields` by their control-port names (`unit_price`, `name`, …). Throws
   * EditError: 404 when the PLU is not held, 400 naming a field the scale cannot hold.
   */
  editPlu(plu: unknown, fields: Record<string, unknown>): PluRecord {
    if (typeof plu !== 'number' || !Number.isInteger(plu))
      throw new EditError(400, 'plu must be a whole number');
    const held = this.plus.get(plu);
    if (!held) throw new EditError(404, `PLU ${plu} is not in this scale's memory`);
    const record: PluRecord = {
      ...held,
      specialInfo: [...held.specialInfo],
      discountPeriods: [...held.discountPeriods],
      name: [...held.name],
    };
    const names = Object.keys(fields);
    if (names.length === 0)
      throw new EditError(400, `name a field to change: ${Object.keys(EDITABLE).join(', ')}`);
    for (const name of names) {
      const edit = EDITABLE[name];
      if (!edit) throw new EditError(400, `${name} is not a PLU field (${Object.keys(EDITABLE).join(', ')})`);
      edit(record, fields[name], name);
    }
    const long = record.name.findIndex((line) => Array.from(line).length > this.nameChars);
    if (long >= 0)
      throw new EditError(
        400,
        `name line ${long + 1}: this ${this.model.code} takes ${this.nameChars} characters`,
      );
    try {
      encodePlu(record, this.options);
    } catch (error) {
      if (error instanceof EncodeError) throw new EditError(400, error.message);
      throw error;
    }
    if (isBlankPlu(record)) this.plus.delete(plu);
    else this.plus.set(plu, record);
    return record;
  }

  /** Loses one PLU, as a power cut may: it reads back blank afterwards. False when it was not held. */
  forgetPlu(plu: number): boolean {
    return this.plus.delete(plu);
  }

  /** The record held under a PLU number, or null. */
  pluRecord(plu: number): PluRecord | null {
    return this.plus.get(plu) ?? null;
  }
}

/** A PLU as the control interface shows it. */
export function pluJson(record: PluRecord) {
  const lines = [...record.name];
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return {
    plu: record.plu,
    item_code: String(record.itemCode),
    unit_price: record.unitPrice,
    name: lines.join('\n'),
    name_lines: record.name,
    weighing_mode: record.weighingMode,
    special_info: record.specialInfo,
    shelf_life: record.shelfLife,
    barcode_flag: record.barcodeFlag,
    department: record.department,
    numeric_code: record.numericCode,
    tare: record.tare,
    label_number: record.labelNumber,
    discount_flag: record.discountFlag,
    discount_periods: record.discountPeriods.map((p) => ({
      start_hour: p.startHour,
      end_hour: p.endHour,
      discount: p.discount,
    })),
    line: encodePlu(record),
  };
}

export function saleJson(record: SalesRecord, options: Partial<ProtocolOptions> = {}) {
  return {
    record_number: record.recordNumber,
    date_time: dateTimeText(record.dateTime),
    weighing_mode: record.weighingMode,
    department: record.department,
    shop: record.shop,
    plu: record.plu,
    weight: record.weight,
    unit_price: record.unitPrice,
    total_before_discount: record.totalBeforeDiscount,
    total_after_discount: record.totalAfterDiscount,
    ticket: record.ticketField / 256,
    ticket_field: record.ticketField,
    scale_number: record.scaleNumber,
    reply: encodeSalesReply(record.recordNumber, record, options),
  };
}
