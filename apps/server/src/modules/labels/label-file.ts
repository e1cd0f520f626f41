import { labelStyleSchema } from '@dahua/shared/contracts/labels';
import { type LabelItem, qrCodesOf } from '@dahua/shared/labels/model';
import { fromScaleLayout, LayoutError } from '@dahua/shared/labels/scale-layout';
import type { StoredLabelStyle } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { renderValidationMessage } from '../../lib/validation-messages.js';

/** Our template file: what the download gives and the upload takes back unchanged. */
export const FILE_FORMAT = 'dahua-label';
export const FILE_VERSION = 1;

export type LabelFile = { name: string; type: string; slot: number | null; style: StoredLabelStyle };

export function toFile(label: LabelFile): string {
  return `${JSON.stringify({ format: FILE_FORMAT, version: FILE_VERSION, ...label }, null, 2)}\n`;
}

/**
 * A style as stored: checked against the schema (an item list that is not an array is "label data
 * error"), items only of the known kinds, QR codes derived from the items again.
 */
export function checkedStyle(input: unknown, fileName = 'style'): StoredLabelStyle {
  const parsed = labelStyleSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : fileName;
    const message = issue?.message ?? '';
    throw new AppError('LABEL_DATA_INVALID', {
      detail: {
        ch: `${where}：${renderValidationMessage(message, 'ch')}`,
        en: `${where}: ${renderValidationMessage(message, 'en')}`,
      },
    });
  }
  const itemList = parsed.data.itemList as LabelItem[];
  return { size: parsed.data.size, itemList, qr_code_list: qrCodesOf(itemList) };
}

/** The style text of a create or edit (SPEC §7: a JSON string). */
export function styleFromText(text: string): StoredLabelStyle {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('LABEL_DATA_INVALID', { detail: 'style: not JSON' });
  }
  return checkedStyle(value);
}

/**
 * Reads an uploaded label file: our JSON template file, or a scale layout pair (`!0T…` with its
 * `!0R…`) as the maker's PC software stores it. Anything else is refused naming what is wrong.
 */
export function readLabelFile(bytes: Uint8Array, fileName: string): LabelFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError('LABEL_FILE_INVALID', { file: fileName, detail: 'not UTF-8 text' });
  }
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      throw new AppError('LABEL_FILE_INVALID', { file: fileName, detail: 'broken JSON' });
    }
    if (json.format !== FILE_FORMAT)
      throw new AppError('LABEL_FILE_INVALID', { file: fileName, detail: `not a ${FILE_FORMAT} file` });
    if (json.version !== FILE_VERSION)
      throw new AppError('LABEL_FILE_INVALID', {
        file: fileName,
        detail: `version ${String(json.version)} unknown`,
      });
    const slot =
      typeof json.slot === 'number' && Number.isInteger(json.slot) && json.slot >= 1 && json.slot <= 16
        ? json.slot
        : null;
    return {
      name: typeof json.name === 'string' ? json.name.slice(0, 50) : '',
      type: typeof json.type === 'string' ? json.type.slice(0, 20) : '',
      slot,
      style: checkedStyle(json.style, fileName),
    };
  }
  const lines = trimmed
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const layout = lines.find((l) => l.startsWith('!0T'));
  if (!layout)
    throw new AppError('LABEL_FILE_INVALID', {
      file: fileName,
      detail: 'neither a template file nor a !0T layout',
    });
  const texts = lines.find((l) => l.startsWith('!0R'));
  try {
    const read = fromScaleLayout(layout, texts);
    return {
      name: fileName.replace(/\.[^.]*$/, '').slice(0, 50),
      type: 'scale',
      slot: read.slot,
      style: checkedStyle(read.style, fileName),
    };
  } catch (error) {
    if (error instanceof LayoutError)
      throw new AppError('LABEL_FILE_INVALID', { file: fileName, detail: error.message });
    throw error;
  }
}
