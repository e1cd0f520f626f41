import { z } from 'zod';
import { EMPHASES, FOOD_LANGS, ITEM_NAMES } from '../labels/model.js';
import { labelsPaths } from '../paths/labels.js';
import { fileAnswer, idParams, nothing, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

export const LABEL_LIMITS = {
  name: 50,
  type: 20,
  items: 200,
  value: 500,
  /** A logo's data URL (a 1-bit PNG). */
  logo: 64 * 1024,
  /** The style JSON text as a whole. */
  style: 256 * 1024,
  /** An uploaded file. */
  file: 512 * 1024,
  minSide: 10,
  maxWidth: 56,
  maxHeight: 100,
} as const;

const mm = (max: number) => z.number().min(0).max(max);

export const itemSchema = z
  .object({
    itemName: z.enum(ITEM_NAMES),
    value: z.string().max(LABEL_LIMITS.logo),
    style: z.object({
      font: z.number().int().min(0).max(32),
      x: mm(LABEL_LIMITS.maxHeight),
      y: mm(LABEL_LIMITS.maxHeight),
      w: mm(LABEL_LIMITS.maxHeight),
      h: mm(LABEL_LIMITS.maxHeight),
      thickness: z.number().int().min(1).max(40).optional(),
      lang: z.enum(FOOD_LANGS).optional(),
      emphasis: z.enum(EMPHASES).optional(),
      nrv: z.boolean().optional(),
    }),
  })
  .refine((item) => item.itemName === 'logo' || item.value.length <= LABEL_LIMITS.value, {
    error: 'value too long',
    path: ['value'],
  })
  .refine(
    (item) => item.itemName !== 'logo' || /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(item.value),
    {
      error: messageKey('logoInvalid'),
      path: ['value'],
    },
  );

/** The style a template is saved with: size in mm, the items, the QR codes (derived again on save). */
export const labelStyleSchema = z.object({
  size: z.object({
    width: z
      .number()
      .min(LABEL_LIMITS.minSide)
      .max(LABEL_LIMITS.maxWidth, { error: messageKey('labelTooWide') }),
    height: z.number().min(LABEL_LIMITS.minSide).max(LABEL_LIMITS.maxHeight),
  }),
  itemList: z.array(itemSchema, { error: messageKey('labelDataError') }).max(LABEL_LIMITS.items),
  qr_code_list: z.array(z.object({ index: z.number().int(), content: z.string() })).optional(),
});
export type LabelStyleInput = z.infer<typeof labelStyleSchema>;

const styleAnswer = z.object({
  size: z.object({ width: z.number(), height: z.number() }),
  itemList: z.array(
    z.object({
      itemName: z.string(),
      value: z.string(),
      style: z.object({
        font: z.number(),
        x: z.number(),
        y: z.number(),
        w: z.number(),
        h: z.number(),
        thickness: z.number().optional(),
        lang: z.string().optional(),
        emphasis: z.string().optional(),
        nrv: z.boolean().optional(),
      }),
    }),
  ),
  qr_code_list: z.array(z.object({ index: z.number().int(), content: z.string() })),
});

/** One problem of a goods item's label (packages/shared/src/labels/check.ts). */
export const checkProblemSchema = z.object({
  kind: z.enum(['overflow', 'outside', 'too_small', 'missing']),
  /** The template item (0-based), for all but `missing`. */
  item: z.number().int().optional(),
  /** The field key or item kind, or for `missing` the mandatory element. */
  element: z.string(),
  fits: z.number().int().optional(),
  x_height_mm: z.number().optional(),
  min_mm: z.number().optional(),
});
export const checkFailureSchema = z.object({
  goods_id: z.number().int(),
  plu: z.number().int(),
  name: z.string(),
  problems: z.array(checkProblemSchema),
});
export type CheckFailure = z.infer<typeof checkFailureSchema>;
export const labelCheckAnswer = z.object({
  /** How many goods items print with the template (its slot's label number). */
  checked: z.number().int(),
  failures: z.array(checkFailureSchema),
});
export type LabelCheckAnswer = z.infer<typeof labelCheckAnswer>;

/**
 * Goods items whose failures the caller confirms by id (issue 29 §2): a template whose check fails is
 * saved but held back from the scales until every failing item is named here.
 */
const confirmFailures = z.array(rowId).max(10_000).optional();

export const labelSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  name: z.string(),
  type: z.string(),
  /** 1–16: the label number goods print with on this shop's scales; null: not on the scales. */
  slot: z.number().int().nullable(),
  size: z.object({ width: z.number(), height: z.number() }),
  style: styleAnswer,
  /** The saved style is not on the scales yet: its check failed for these goods items. */
  held: z.boolean(),
  held_failures: z.array(checkFailureSchema).nullable(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type LabelAnswer = z.infer<typeof labelSchema>;

const labelName = z
  .string({ error: messageKey('labelNameRequired') })
  .trim()
  .min(1, { error: messageKey('labelNameRequired') })
  .max(LABEL_LIMITS.name);
const slot = z.number().int().min(1).max(16).nullable();

/** POST /shops/{id}/labels (SPEC §7): `style` is a JSON string. */
export const newLabel = z.object({
  name: labelName,
  type: z.string().trim().max(LABEL_LIMITS.type).default(''),
  style: z.string().max(LABEL_LIMITS.style),
  slot: slot.optional(),
  confirm_failures: confirmFailures,
});
export const labelChanges = z
  .object({
    name: labelName,
    type: z.string().trim().max(LABEL_LIMITS.type),
    style: z.string().max(LABEL_LIMITS.style),
    slot,
    confirm_failures: confirmFailures,
  })
  .partial();

/** What a test print prints: a 1-bit PNG of the label at 203 dpi, or a PDF page of the label's size. */
export const LABEL_PRINT_FORMATS = ['png', 'pdf'] as const;
export type LabelPrintFormat = (typeof LABEL_PRINT_FORMATS)[number];

/** A test print's sale: the goods item (of the template's company) and grams, or pieces for counted goods. */
export const labelPrintRequest = z.object({
  goods_id: rowId,
  quantity: z.number().int().min(0).max(9_999_999),
  format: z.enum(LABEL_PRINT_FORMATS),
});
/** The designer's preview: the style as create takes it, and the shop whose name the label prints. */
export const labelPreviewRequest = labelPrintRequest.extend({
  style: z.string().max(LABEL_LIMITS.style),
  shop_id: rowId.optional(),
});

export const labelsApi = defineApi(labelsPaths, {
  ofShop: { params: idParams, response: z.array(labelSchema) },
  one: { params: idParams, response: labelSchema },
  create: { params: idParams, body: newLabel, response: labelSchema },
  download: { params: idParams, response: z.object({ url: z.string() }) },
  upload: {
    response: z.object({
      data: styleAnswer,
      name: z.string(),
      type: z.string(),
      slot: z.number().int().nullable(),
    }),
  },
  edit: { params: idParams, body: labelChanges, response: labelSchema },
  remove: { params: idParams, response: nothing },
  copy: {
    params: idParams,
    body: z.object({ shop_ids: z.array(rowId).min(1).max(500), confirm_failures: confirmFailures }),
    response: z.array(labelSchema),
  },
  ofGoods: {
    params: idParams,
    /** The number the goods form holds before saving; the goods' own when absent. */
    query: z.object({ label_number: z.coerce.number().int().min(0).max(99).optional() }),
    response: z.object({
      label_number: z.number().int(),
      shops: z.array(
        z.object({
          shop_id: z.number().int(),
          shop_name: z.string(),
          label_id: z.number().int().nullable(),
          label_name: z.string().nullable(),
        }),
      ),
    }),
  },
  testPrint: { params: idParams, body: labelPrintRequest, response: fileAnswer },
  preview: { body: labelPreviewRequest, response: fileAnswer },
  /** `style` (a JSON string): an unsaved style checked in the template's place. */
  check: {
    params: idParams,
    body: z.object({ style: z.string().max(LABEL_LIMITS.style).optional() }),
    response: labelCheckAnswer,
  },
  push: {
    params: idParams,
    body: z.object({ confirm_failures: confirmFailures }),
    response: labelSchema,
  },
});
