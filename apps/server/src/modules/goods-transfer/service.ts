import { PRICE_LIMIT, yuanCellToFen } from '@dahua/shared';
import { type GoodsFields, goodsFields } from '@dahua/shared/contracts/goods';
import { NUTRIENT_KEYS, type NutrientKey } from '@dahua/shared/food/nutrition';
import type { z } from 'zod';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { GoodsRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { readSheet } from '../../lib/sheets/cells.js';
import { messageKey, renderValidationMessage } from '../../lib/validation-messages.js';
import { storedUrlMatcher } from '../../storage/stored-url.js';
import { recordAudit } from '../audit/service.js';
import type { GoodsValues } from '../goods/queries.js';
import { valuesOf } from '../goods/service.js';
import { listPricesOfGoods, priceListsOfCompany, setListPricesOfMany } from '../price-lists/queries.js';
import { cellValue } from './cells.js';
import {
  COLUMN_TEXT,
  type Column,
  columnOfHead,
  headOf,
  LIST_PRICE_RULE,
  listOfHead,
  REQUIRED_COLUMNS,
} from './columns.js';
import { FOOD_COLUMNS } from './food-cells.js';
import { columnOfPath, declarationErrors, foodOfRow } from './food-import.js';
import * as repo from './repo.js';
import { csvOf, type ListColumn, pluFileOf, xlsxOf } from './sheet.js';

export const MAX_IMPORT_MB = 10;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export type ExportFormat = 'xlsx' | 'csv' | 'plu';
export type RowError = { row: number; field: string; message: string };
export type ImportReport = {
  created: number;
  updated: number;
  skipped: number;
  committed: boolean;
  errors: RowError[];
};

/** The company whose goods a caller reads: their own; administrators name one. */
function companyToRead(scope: Scope, requested: number | undefined): number {
  return companyForWrite(scope, requested);
}

export async function exportGoods(
  ctx: AppContext,
  scope: Scope,
  format: ExportFormat,
  companyId: number | undefined,
  lang: Lang,
): Promise<ExportFile> {
  const company = companyToRead(scope, companyId);
  const rows: GoodsRow[] = await repo.allOfCompany(ctx.db, company);
  if (format === 'plu')
    return { body: pluFileOf(rows), contentType: 'application/octet-stream', filename: 'plu.plu' };
  return sheetFile(rows, format, lang, 'goods', await listColumnsOf(ctx, company, rows));
}

/** A column per price list of the company, with each goods item's price in it (one query for all). */
async function listColumnsOf(ctx: AppContext, companyId: number, rows: GoodsRow[]): Promise<ListColumn[]> {
  const lists = await priceListsOfCompany(ctx.db, companyId);
  if (lists.length === 0) return [];
  const prices = await listPricesOfGoods(
    ctx.db,
    rows.map((row) => row.id),
  );
  return lists.map((list) => ({
    name: list.name,
    priceOf: (goodsId: number) => prices.get(goodsId)?.find((p) => p.price_list_id === list.id)?.unit_price,
  }));
}

type ExportFile = { body: Buffer; contentType: string; filename: string };

/** The import template: the export's header row in the caller's language (xlsx: and what each column holds). */
export function importTemplate(format: 'xlsx' | 'csv', lang: Lang): Promise<ExportFile> {
  return sheetFile([], format, lang, lang === 'en' ? 'goods-template' : 'goods-template-zh');
}

async function sheetFile(
  rows: GoodsRow[],
  format: 'xlsx' | 'csv',
  lang: Lang,
  name: string,
  lists: ListColumn[] = [],
): Promise<ExportFile> {
  if (format === 'csv')
    return {
      body: csvOf(rows, lang, lists),
      contentType: 'text/csv; charset=utf-8',
      filename: `${name}.csv`,
    };
  return {
    body: await xlsxOf(rows, lang, lists),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `${name}.xlsx`,
  };
}

const COLUMN_OF: Record<Column, keyof GoodsValues> = {
  plu_number: 'pluNumber',
  item_code: 'itemCode',
  name: 'name',
  unit_price: 'unitPriceFen',
  weighing_mode: 'weighingMode',
  measure_unit: 'measureUnit',
  tare: 'tareGrams',
  shelf_life: 'shelfLifeDays',
  special_info_1: 'specialInfo1',
  special_info_2: 'specialInfo2',
  special_info_3: 'specialInfo3',
  department: 'department',
  numeric_code: 'numericCode',
  label_number: 'labelNumber',
  discount_enabled: 'discountEnabled',
  discount_periods: 'discountPeriods',
  trace_code: 'traceCode',
  origin: 'origin',
  img_url: 'imgUrl',
  description: 'description',
  ingredients: 'ingredients',
  // Read with the Chinese names only: alone it changes nothing.
  ingredients_en: 'ingredients',
  allergens: 'allergens',
  may_contain: 'mayContain',
  ...(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 'nutrition'])) as Record<NutrientKey, 'nutrition'>),
  storage: 'storage',
  storage_en: 'storageEn',
  date_type: 'dateType',
  producer: 'producer',
};

const EMPTY = { ch: '不能为空', en: 'must not be empty' };

const FOOD_COLUMN_SET = new Set<Column>(FOOD_COLUMNS);

/** The declaration a row will leave stored: the file's columns over the stored item's. */
function declaredAsStored(
  fields: GoodsFields,
  storedOf: Pick<GoodsFields, 'ingredients' | 'allergens' | 'nutrition'> | undefined,
  has = { ingredients: true, allergens: true, nutrition: true },
) {
  if (!storedOf) return fields;
  return {
    ingredients: has.ingredients ? fields.ingredients : storedOf.ingredients,
    allergens: has.allergens ? fields.allergens : storedOf.allergens,
    nutrition: has.nutrition ? fields.nutrition : storedOf.nutrition,
  };
}

/**
 * A bad row's report lines, one per column, in plain words: an empty required cell says so,
 * anything else says what the column must hold (the template's own rule), never zod's wording.
 */
function cellErrors(
  row: number,
  record: Record<string, unknown>,
  issues: z.core.$ZodIssue[],
  lang: Lang,
  unreadable: Column[] = [],
) {
  const columns = new Set([...unreadable, ...issues.map((issue) => columnOfPath(issue.path))]);
  return [...columns].map((column) => ({
    row,
    field: headOf(column, lang),
    message: (column in record && record[column] === undefined ? EMPTY : COLUMN_TEXT[column].rule)[lang],
  }));
}

/**
 * Imports a spreadsheet (xlsx or csv, judged by its bytes) into the company's goods: every row is
 * checked with the API's own schema, and by PLU number a row creates or updates an item. Any bad
 * row means nothing is written, unless skipBadRows; either way it is one transaction.
 */
export async function importGoods(
  ctx: AppContext,
  scope: Scope,
  input: { bytes: Buffer; skipBadRows: boolean; companyId: number | undefined; lang: Lang },
): Promise<ImportReport> {
  const companyId = companyForWrite(scope, input.companyId);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const sheet = await readSheet(input.bytes);
  if (!sheet) throw new AppError('IMPORT_FILE_TYPE');
  const [headerCells = [], ...body] = sheet;
  const columnAt = headerCells.map(columnOfHead);
  for (const column of REQUIRED_COLUMNS) {
    if (!columnAt.includes(column))
      throw new AppError('IMPORT_COLUMN_MISSING', {
        column: { ch: headOf(column, 'ch'), en: headOf(column, 'en') },
      });
  }
  // Price lists' columns (issue 28 §1): each must name a list of the company.
  const listAt = new Map<number, { id: number; head: string }>();
  if (headerCells.some((cell, i) => columnAt[i] === null && listOfHead(cell) !== null)) {
    const lists = await priceListsOfCompany(ctx.db, companyId);
    const byName = new Map(lists.map((list) => [list.name.toLowerCase(), list.id]));
    headerCells.forEach((cell, i) => {
      const name = columnAt[i] === null ? listOfHead(cell) : null;
      if (name === null) return;
      const id = byName.get(name.toLowerCase());
      if (id === undefined) throw new AppError('PRICE_LIST_COLUMN_UNKNOWN', { column: cell.trim() });
      listAt.set(i, { id, head: cell.trim() });
    });
  }
  const dataRows = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (dataRows.length > MAX_IMPORT_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: MAX_IMPORT_ROWS });

  // The rules across the declaration's fields judge it as stored: a file lacking one of its
  // columns is judged with the stored item's (read once, only then).
  const declaredColumns = {
    ingredients: columnAt.includes('ingredients'),
    allergens: columnAt.includes('allergens'),
    nutrition: columnAt.some((column) => (NUTRIENT_KEYS as readonly string[]).includes(column ?? '')),
  };
  const partlyDeclared =
    Object.values(declaredColumns).some(Boolean) && !Object.values(declaredColumns).every(Boolean);
  const stored = partlyDeclared ? await repo.declarationsOfCompany(ctx.db, companyId) : new Map();

  const isStored = storedUrlMatcher(ctx.config.storage);
  const errors: RowError[] = [];
  const bad = new Set<number>();
  const good: { row: number; fields: GoodsFields }[] = [];
  const listPricesOfRow = new Map<number, { listId: number; fen: number | null }[]>();
  for (const { cells, row } of dataRows) {
    const listPrices: { listId: number; fen: number | null }[] = [];
    let listError = false;
    for (const [i, list] of listAt) {
      const text = (cells[i] ?? '').trim();
      const fen = text === '' ? null : yuanCellToFen(text, PRICE_LIMIT);
      if (text !== '' && fen === null) {
        listError = true;
        errors.push({ row, field: list.head, message: LIST_PRICE_RULE[input.lang] });
      } else listPrices.push({ listId: list.id, fen });
    }
    listPricesOfRow.set(row, listPrices);
    if (listError) bad.add(row);
    const record: Record<string, unknown> = {};
    columnAt.forEach((column, index) => {
      if (column && !FOOD_COLUMN_SET.has(column)) record[column] = cellValue(column, cells[index] ?? '');
    });
    const food = foodOfRow(columnAt, cells);
    const result = goodsFields.safeParse({ ...record, ...food.fields });
    if (listError && result.success && food.bad.length === 0) continue;
    const problems =
      result.success && food.bad.length === 0
        ? declarationErrors(
            row,
            declaredAsStored(result.data, stored.get(result.data.plu_number), declaredColumns),
            input.lang,
          )
        : [];
    if (!result.success || food.bad.length > 0) {
      bad.add(row);
      errors.push(
        ...cellErrors(row, record, result.success ? [] : result.error.issues, input.lang, food.bad),
      );
    } else if (problems.length > 0) {
      bad.add(row);
      errors.push(...problems);
    } else if (!isStored(result.data.img_url)) {
      bad.add(row);
      errors.push({
        row,
        field: headOf('img_url', input.lang),
        message: renderValidationMessage(messageKey('imageUrlNotStored'), input.lang),
      });
    } else good.push({ row, fields: result.data });
  }

  const present = [
    ...new Set(
      columnAt
        .filter((c): c is Column => c !== null)
        .filter((c) => c !== 'ingredients_en' || declaredColumns.ingredients)
        .map((c) => COLUMN_OF[c]),
    ),
  ];
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = await repo.keysOfCompany(tx, companyId);
      const pluOfCode = new Map(existing.map((g) => [g.itemCode, g.pluNumber]));
      const known = new Set(existing.map((g) => g.pluNumber));
      const rowOfPlu = new Map<number, number>();
      const rowOfCode = new Map<string, number>();
      const rowError = (row: number, column: Column, error: AppError) => {
        bad.add(row);
        errors.push({ row, field: headOf(column, input.lang), message: error.messageIn(input.lang) });
      };
      const accepted: { row: number; fields: GoodsFields }[] = [];
      for (const item of good) {
        const { row, fields } = item;
        const firstPlu = rowOfPlu.get(fields.plu_number);
        const firstCode = rowOfCode.get(fields.item_code);
        const owner = pluOfCode.get(fields.item_code);
        if (firstPlu !== undefined)
          rowError(row, 'plu_number', new AppError('IMPORT_DUPLICATE_ROW', { row: firstPlu }));
        else if (firstCode !== undefined)
          rowError(row, 'item_code', new AppError('IMPORT_DUPLICATE_ROW', { row: firstCode }));
        else if (owner !== undefined && owner !== fields.plu_number)
          rowError(row, 'item_code', new AppError('IMPORT_CODE_TAKEN', { plu: owner }));
        else {
          rowOfPlu.set(fields.plu_number, row);
          rowOfCode.set(fields.item_code, row);
          accepted.push(item);
        }
      }
      errors.sort((a, b) => a.row - b.row);
      if (errors.length > 0 && !input.skipBadRows) {
        return { created: 0, updated: 0, skipped: 0, committed: false, errors };
      }
      const values = accepted.map(({ fields }) => ({ ...valuesOf(fields), companyId }) as GoodsValues);
      await repo.upsertByPlu(tx, values, present);
      if (listAt.size > 0) {
        const idOfPlu = new Map((await repo.idsOfCompany(tx, companyId)).map((g) => [g.pluNumber, g.id]));
        const byList = new Map<number, { goodsId: number; unitPriceFen: number | null }[]>();
        for (const { row, fields } of accepted)
          for (const { listId, fen } of listPricesOfRow.get(row) ?? []) {
            const at = byList.get(listId) ?? [];
            at.push({ goodsId: idOfPlu.get(fields.plu_number)!, unitPriceFen: fen });
            byList.set(listId, at);
          }
        await setListPricesOfMany(tx, byList);
      }
      const updated = accepted.filter(({ fields }) => known.has(fields.plu_number)).length;
      const counts = { created: accepted.length - updated, updated, skipped: bad.size };
      await recordAudit(tx, {
        actorUserId: scope.userId,
        action: 'goods.import',
        targetType: 'company',
        targetId: companyId,
        companyId,
        detail: counts,
      });
      return { ...counts, committed: true, errors };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { detail: 'item_code' });
    throw error;
  }
}
