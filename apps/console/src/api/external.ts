import type { PublicGoods } from '@dahua/shared/contracts/external';
import { externalPaths } from '@dahua/shared/paths/external';
import { currentLanguage } from '../i18n';
import { urlOf } from './client';

/** A goods item as a shopper who scans its label sees it (public). */
export type { PublicGoods };

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
  const url = urlOf(externalPaths.goods, { params: { id }, query: { scale_id: scaleId ?? undefined } });
  try {
    const response = await doFetch(url, { headers: { lang: currentLanguage() } });
    if (response.status === 404) return { kind: 'notFound' };
    const envelope = (await response.json()) as { code?: number; data?: PublicGoods };
    if (response.ok && envelope.code === 1 && envelope.data) return { kind: 'found', goods: envelope.data };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
