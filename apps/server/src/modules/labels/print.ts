import { barcodeFormatOf } from '@dahua/shared/contracts/companies';
import type {
  LabelPrintFormat,
  labelPreviewRequest,
  labelPrintRequest,
} from '@dahua/shared/contracts/labels';
import { DOTS_PER_MM, type LabelStyle } from '@dahua/shared/labels/model';
import { type LabelData, renderLabel } from '@dahua/shared/labels/render';
import PDFDocument from 'pdfkit';
import type { z } from 'zod';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { GoodsRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import * as goodsRepo from '../goods/queries.js';
import { currentLotsOf } from '../lots/queries.js';
import * as shopsRepo from '../shops/queries.js';
import { companyZone, shopZone } from '../time-zones/index.js';
import { checkedStyle, styleFromText } from './label-file.js';
import { barcodeSettingsOf } from './print-repo.js';
import { labelPng, type RasterWarning } from './raster.js';
import * as repo from './repo.js';
import { labelDataOf } from './sale.js';

/*
 * Test prints (issue 13): a template laid out with a goods item of its company and a quantity,
 * drawn by raster.ts as the scale's head would print it: a 1-bit PNG at 203 dpi, or a PDF page of
 * the label's size carrying that PNG at 203 dpi (a laser printer then prints the label at size).
 */

export type PrintFile = {
  body: Buffer;
  contentType: string;
  fileName: string;
  warnings: RasterWarning[];
};

const CONTENT_TYPES: Record<LabelPrintFormat, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
};

const POINTS_PER_MM = 72 / 25.4;

/** One page of the label's size in mm with the label's PNG on it at 203 dpi (8 dots per mm). */
export function pdfOfLabel(
  png: Buffer,
  size: { widthMm: number; heightMm: number; widthDots: number; heightDots: number },
  title: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [size.widthMm * POINTS_PER_MM, size.heightMm * POINTS_PER_MM],
    margin: 0,
    info: { Title: title, Creator: 'dahua label test print' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.image(png, 0, 0, {
    width: (size.widthDots / DOTS_PER_MM) * POINTS_PER_MM,
    height: (size.heightDots / DOTS_PER_MM) * POINTS_PER_MM,
  });
  doc.end();
  return done;
}

/** What renderLabel needs about the sale, from the goods row, the company's settings and the shop's lot. */
async function saleOf(
  ctx: AppContext,
  goods: GoodsRow,
  quantity: number,
  shopName: string,
  origin: string,
  timeZone: string,
  shopId: number | null,
): Promise<LabelData> {
  const settings = await barcodeSettingsOf(ctx.db, goods.companyId);
  const lots = shopId === null ? new Map() : await currentLotsOf(ctx.db, shopId, [goods.id]);
  return labelDataOf(goods, lots.get(goods.id), {
    quantity,
    time: ctx.clock(),
    timeZone,
    barcode: { format: barcodeFormatOf(settings?.format ?? ''), flag: settings?.flag ?? '20' },
    shopName,
    origin,
  });
}

/** The goods item within the scope and of the company; another company's answers 404 like a missing one. */
async function goodsOf(ctx: AppContext, scope: Scope, goodsId: number, companyId?: number) {
  const goods = await goodsRepo.findOne(ctx.db, scope, goodsId);
  if (!goods || (companyId !== undefined && goods.companyId !== companyId)) throw new AppError('NOT_FOUND');
  return goods;
}

async function printOf(
  style: LabelStyle,
  data: LabelData,
  format: LabelPrintFormat,
  name: string,
): Promise<PrintFile> {
  const rendered = renderLabel(style, data);
  const { png, warnings } = await labelPng(rendered);
  const body =
    format === 'png'
      ? png
      : await pdfOfLabel(
          png,
          {
            widthMm: style.size.width,
            heightMm: style.size.height,
            widthDots: rendered.width,
            heightDots: rendered.height,
          },
          name,
        );
  return { body, contentType: CONTENT_TYPES[format], fileName: `${name}.${format}`, warnings };
}

/** A saved template printed for a goods item of its company, with its shop's name. */
export async function testPrint(
  ctx: AppContext,
  scope: Scope,
  labelId: number,
  body: z.infer<typeof labelPrintRequest>,
  origin: string,
): Promise<PrintFile> {
  const found = await repo.findOne(ctx.db, scope, labelId);
  if (!found) throw new AppError('NOT_FOUND');
  const goods = await goodsOf(ctx, scope, body.goods_id, found.label.companyId);
  // A stored style is checked again: one saved before a rule changed is refused, not half drawn.
  const style = checkedStyle(found.label.style);
  // Dates print on the shop's calendar, wherever the server runs.
  const zone = await shopZone(ctx.db, found.label.shopId);
  const data = await saleOf(ctx, goods, body.quantity, found.shopName, origin, zone, found.label.shopId);
  return printOf(style, data, body.format, `label-${labelId}`);
}

/** A style not saved yet (the designer's preview), with the name of the shop it is for if given. */
export async function previewPrint(
  ctx: AppContext,
  scope: Scope,
  body: z.infer<typeof labelPreviewRequest>,
  origin: string,
): Promise<PrintFile> {
  const style = styleFromText(body.style);
  const goods = await goodsOf(ctx, scope, body.goods_id);
  let shopName = '';
  let zone: string | null = null;
  if (body.shop_id !== undefined) {
    const shop = await shopsRepo.findOne(ctx.db, scope, body.shop_id);
    if (!shop || shop.shop.companyId !== goods.companyId) throw new AppError('NOT_FOUND');
    shopName = shop.shop.name;
    zone = shop.shop.timeZone ?? shop.companyZone;
  }
  zone ??= await companyZone(ctx.db, goods.companyId);
  const data = await saleOf(ctx, goods, body.quantity, shopName, origin, zone, body.shop_id ?? null);
  return printOf(style, data, body.format, 'label-preview');
}

/** The longest the warnings header gets (proxies refuse answers whose headers pass 4–8 KB). */
const WARNINGS_HEADER_MAX = 2000;
/** How much of an overflowing text a warning repeats. */
const WARNING_TEXT_MAX = 20;

const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The warnings as the `x-label-warnings` header: a JSON array, non-ASCII escaped as \uXXXX,
 * overflowing texts cut to 20 characters, and as many warnings as fit 2,000 characters; `omitted`
 * counts the rest.
 */
export function warningsHeader(warnings: readonly RasterWarning[]): { value: string; omitted: number } {
  let value = '[]';
  let kept = 0;
  for (const warning of warnings) {
    const shown =
      warning.kind === 'textOverflow'
        ? { ...warning, text: [...warning.text].slice(0, WARNING_TEXT_MAX).join('') }
        : warning;
    const next = `${value.slice(0, -1)}${kept ? ',' : ''}${asciiJson(shown)}]`;
    if (next.length > WARNINGS_HEADER_MAX) break;
    value = next;
    kept++;
  }
  return { value, omitted: warnings.length - kept };
}
