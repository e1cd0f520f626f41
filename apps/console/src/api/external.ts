import { currentLanguage } from '../i18n';

/** A goods item as a shopper who scans its label sees it (GET /api/external/goods/{id}, public). */
export type PublicGoods = {
  id: number;
  name: string;
  name_lines: string[];
  img_url: string;
  unit_price: number;
  measure_unit: string;
  weighing_mode: number;
  origin: string;
  trace_code: string;
  shelf_life_days: number;
  description: string;
  company_name: string;
  shop: { name: string; address: string; telephone: string } | null;
};

export type PublicGoodsAnswer =
  | { kind: 'found'; goods: PublicGoods }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * Signed out, and without the console's request layer (no error dialogs, no sign-in redirect):
 * the public page shows its own friendly states. 404 is "no such goods"; anything else failed.
 */
export async function fetchPublicGoods(
  id: string,
  scaleId: string | null,
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<PublicGoodsAnswer> {
  const query = scaleId ? `?scale_id=${encodeURIComponent(scaleId)}` : '';
  try {
    const response = await doFetch(`/api/external/goods/${encodeURIComponent(id)}${query}`, {
      headers: { lang: currentLanguage() },
    });
    if (response.status === 404) return { kind: 'notFound' };
    const envelope = (await response.json()) as { code?: number; data?: PublicGoods };
    if (response.ok && envelope.code === 1 && envelope.data) return { kind: 'found', goods: envelope.data };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
