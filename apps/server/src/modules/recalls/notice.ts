import { bilingual } from '../notices/texts.js';
import type { LotRow } from './repo.js';

/** How many recalled lots a notice names before "and N more". */
const NAMED_LOTS = 5;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One todo notice per affected shop (each of the company's owners and managers gets each): it names
 * the goods item and lot (or the first few of a supplier recall's), the shop, and the reason; it
 * opens the recall's page.
 */
export function noticesOfRecall(
  recall: { id: number; reason: string },
  lots: LotRow[],
  shops: { shop_name: string }[],
): { title: string; description: string; extra: string }[] {
  const named = lots.slice(0, NAMED_LOTS).map((l) => `${l.plu_number} ${oneLine(l.goods_name)} · ${l.lot}`);
  const more = lots.length - named.length;
  const what = {
    ch: named.join('；') + (more > 0 ? ` 等 ${lots.length} 个批次` : ''),
    en: named.join('; ') + (more > 0 ? ` and ${more} more lots` : ''),
  };
  const reason = oneLine(recall.reason);
  const title = bilingual({
    ch: `召回 #${recall.id}：停售 ${what.ch}`,
    en: `Recall #${recall.id}: stop selling ${what.en}`,
  });
  return shops.map((shop) => ({
    title,
    description: bilingual({
      ch: `${shop.shop_name}：请停止销售 ${what.ch}，下架并清点剩余库存。${reason ? `原因：${reason}` : ''}`,
      en: `${shop.shop_name}: stop selling ${what.en}, take it off the counter and count what is left.${reason ? ` Reason: ${reason}` : ''}`,
    }),
    extra: `/project/stockMng/recalls/${recall.id}`,
  }));
}
