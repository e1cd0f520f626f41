/**
 * The site's editable kinds and the rule for a text missing in a language (issue 30 §1), without zod:
 * the server refuses to publish by it, the console's editor marks the same fields by it.
 */
export const SITE_ITEM_KINDS = ['settings', 'product', 'page', 'downloads', 'gallery', 'news'] as const;
export type SiteItemKind = (typeof SITE_ITEM_KINDS)[number];

/** Whether the item has English pages (a Chinese-only product has none). */
export function showsEnglish(kind: SiteItemKind, content: unknown): boolean {
  return !(kind === 'product' && (content as { languages?: string } | null)?.languages === 'ch-only');
}

/** The texts a language is missing in: their paths, e.g. `body.specs.3.value`. */
export interface MissingTexts {
  readonly ch: string[];
  readonly en: string[];
}

/**
 * The texts of an item that are empty in a language it is shown in (a Chinese-only product is not
 * shown in English; a setting left empty in both languages is not shown at all): the editor marks
 * them, and publishing refuses while any is empty.
 */
export function missingTexts(kind: SiteItemKind, content: unknown): MissingTexts {
  const english = showsEnglish(kind, content);
  const missing: MissingTexts = { ch: [], en: [] };
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const [index, entry] of value.entries()) walk(entry, path ? `${path}.${index}` : String(index));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.ch === 'string' && Object.keys(record).every((key) => key === 'ch' || key === 'en')) {
      const ch = record.ch.trim() !== '';
      const en = typeof record.en === 'string' && record.en.trim() !== '';
      // A setting may be left out in both languages (no address yet); a product's every text is shown.
      if (kind === 'settings' && !ch && !en) return;
      if (!ch) missing.ch.push(path);
      if (english && !en) missing.en.push(path);
      return;
    }
    for (const [key, entry] of Object.entries(record)) {
      if (key === 'photos' || key === 'photo' || key === 'image' || key === 'file') continue;
      walk(entry, path ? `${path}.${key}` : key);
    }
  };
  walk(content, '');
  return missing;
}
