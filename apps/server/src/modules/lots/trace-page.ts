import type { PublicTrace } from '@dahua/shared/contracts/lots';
import type { DateType } from '@dahua/shared/food/declaration';
import { esc, styleSource } from '../../lib/html.js';
import type { Lang } from '../../lib/language.js';

/*
 * The public page of a lot, /external/trace/{code} (issue 29 §3): what a shopper reaches from the
 * label's QR. Plain HTML written here, no script, one small inline stylesheet allowed by its hash, so
 * it opens fast on a phone. Every value from the database or the request is escaped (`esc`).
 */

const TEXTS = {
  ch: {
    htmlLang: 'zh-CN',
    title: '产品追溯',
    other: 'English',
    otherLang: 'en',
    company: '经营单位',
    origin: '产地',
    producer: '生产者',
    lot: '批次',
    traceCode: '追溯码',
    production: '生产日期',
    expiry: { none: '到期日期', use_by: '使用期限至', best_before: '保质期至' } satisfies Record<
      DateType,
      string
    >,
    received: '首次收货日期',
    supplier: '供应商',
    ingredients: '配料',
    allergens: '致敏物质',
    noAllergens: '未声明致敏物质',
    nutrition: '营养成分表',
    perHundred: '每 100 克',
    item: '项目',
    nrv: 'NRV%',
    storage: '贮存条件',
    emphasis: '粗体为致敏物质',
    chooseTitle: '请选择产品',
    choose: '多家商户有此批次，请选择：',
    notFoundTitle: '找不到此追溯码',
    notFound: '追溯码无效或此批次已不再公开。请向店铺工作人员咨询。',
    failed: '出错了',
  },
  en: {
    htmlLang: 'en',
    title: 'Product trace',
    other: '中文',
    otherLang: 'ch',
    company: 'Sold by',
    origin: 'Origin',
    producer: 'Producer',
    lot: 'Lot',
    traceCode: 'Trace code',
    production: 'Produced on',
    expiry: { none: 'Expires on', use_by: 'Use by', best_before: 'Best before' } satisfies Record<
      DateType,
      string
    >,
    received: 'First received on',
    supplier: 'Supplier',
    ingredients: 'Ingredients',
    allergens: 'Allergens',
    noAllergens: 'No allergen declaration',
    nutrition: 'Nutrition information',
    perHundred: 'Per 100 g',
    item: 'Item',
    nrv: 'NRV%',
    storage: 'Storage',
    emphasis: 'Allergens in bold',
    chooseTitle: 'Choose the product',
    choose: 'More than one business has this lot. Choose yours:',
    notFoundTitle: 'Trace code not found',
    notFound: 'The code is not valid or the lot is no longer shown. Please ask the shop’s staff.',
    failed: 'Something went wrong',
  },
} as const;

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f2f3f5}
main{max-width:560px;margin:0 auto;padding:12px}section{background:#fff;border-radius:8px;padding:14px 16px;margin:0 0 12px}
h1{font-size:20px;margin:0 0 4px;overflow-wrap:anywhere}h2{font-size:17px;margin:0 0 8px}p{margin:4px 0;overflow-wrap:anywhere}.muted{color:#646a73;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:8px 0 0}dt{color:#646a73}dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-size:15px}th,td{border-bottom:1px solid #e5e6eb;padding:4px 6px;text-align:left}td.n,th.n{text-align:right;white-space:nowrap}
strong{font-weight:700}.bad{border-left:4px solid #a8071a}ul{padding-left:20px;margin:4px 0}a{color:#1668dc}.lang{text-align:right;margin:0 4px 8px}`;

/** Its own stylesheet (by hash), no script, no forms, no framing. */
export const TRACE_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${styleSource(CSS)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page's language: `?lang=en|ch|zh` first, then the caller's (lang header, Accept-Language). */
export function traceLang(queryLang: unknown, callerLang: Lang): Lang {
  if (queryLang === 'zh') return 'ch';
  return queryLang === 'en' || queryLang === 'ch' ? queryLang : callerLang;
}

function frame(lang: Lang, title: string, switchHref: string, body: string): string {
  const t = TEXTS[lang];
  const other = t.otherLang === 'en' ? 'en' : 'zh-CN';
  return `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head><body><main><p class="lang"><a href="${esc(switchHref)}" hreflang="${other}" lang="${other}">${t.other}</a></p>${body}</main></body></html>`;
}

const row = (label: string, value: string | null) =>
  value === null || value === '' ? '' : `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`;

/** The lot's page: product, who and where, the lot's dates, ingredients, allergens, nutrition, storage. */
export function tracePage(lang: Lang, path: string, view: PublicTrace): string {
  const t = TEXTS[lang];
  const ingredientName = (i: PublicTrace['ingredients'][number]) => (lang === 'en' && i.en ? i.en : i.zh);
  const ingredients =
    view.ingredients.length === 0
      ? ''
      : `<section><h2>${t.ingredients}</h2><p data-ingredients>${view.ingredients
          .map((i) => (i.allergen ? `<strong>${esc(ingredientName(i))}</strong>` : esc(ingredientName(i))))
          .join(
            lang === 'en' ? ', ' : '、',
          )}</p>${view.ingredients.some((i) => i.allergen) ? `<p class="muted">${t.emphasis}</p>` : ''}</section>`;
  const allergens = `<section><h2>${t.allergens}</h2><p data-allergens>${esc(view.allergen_line || t.noAllergens)}</p></section>`;
  const nutrition = view.nutrition
    ? `<section><h2>${t.nutrition}</h2><table><thead><tr><th>${t.item}</th><th class="n">${t.perHundred}</th><th class="n">${t.nrv}</th></tr></thead><tbody>${view.nutrition
        .map(
          (r) =>
            `<tr><td>${esc(r.name)}</td><td class="n">${esc(r.amount)}</td><td class="n">${esc(r.nrv)}</td></tr>`,
        )
        .join('')}</tbody></table></section>`
    : '';
  const storage = view.storage ? `<section><h2>${t.storage}</h2><p>${esc(view.storage)}</p></section>` : '';
  const body = `<section><p class="muted">${t.title}</p><h1 data-product>${esc(view.product_name)}</h1><dl>${row(t.company, view.company_name)}${row(t.origin, view.origin)}${row(t.producer, view.producer)}</dl></section>
<section><dl>${row(t.lot, view.lot)}${row(t.production, view.production_date)}${row(t.expiry[view.date_type], view.expiry_date)}${row(t.received, view.first_received_on)}${row(t.supplier, view.supplier_name)}${row(t.traceCode, view.trace_code)}</dl></section>
${ingredients}${allergens}${nutrition}${storage}`;
  return frame(
    lang,
    `${view.product_name} · ${t.title}`,
    `${path}?lang=${t.otherLang === 'en' ? 'en' : 'zh'}`,
    body,
  );
}

/** Several businesses' lots answer one GTIN and lot: a short list, each to its trace page. */
export function choosePage(
  lang: Lang,
  path: string,
  options: { traceCode: string; companyName: string; goodsName: string }[],
) {
  const t = TEXTS[lang];
  const items = options
    .map(
      (o) =>
        `<li><a href="/external/trace/${esc(o.traceCode)}?lang=${lang === 'en' ? 'en' : 'zh'}">${esc(o.goodsName.replace(/\n/g, ' '))} · ${esc(o.companyName)}</a></li>`,
    )
    .join('');
  return frame(
    lang,
    t.chooseTitle,
    `${path}?lang=${t.otherLang === 'en' ? 'en' : 'zh'}`,
    `<section><h1>${t.chooseTitle}</h1><p>${t.choose}</p><ul>${items}</ul></section>`,
  );
}

/** No such lot (404): the message in both languages, the page's first; or another failure (429…). */
export function traceMessagePage(
  lang: Lang,
  path: string,
  kind: 'notFound' | 'failed',
  message?: string,
): string {
  const t = TEXTS[lang];
  const o = TEXTS[t.otherLang];
  const body =
    kind === 'notFound'
      ? `<section class="bad"><h1>${t.notFoundTitle}</h1><p>${t.notFound}</p><p class="muted" lang="${o.htmlLang}">${o.notFoundTitle}. ${o.notFound}</p></section>`
      : `<section class="bad"><h1>${t.failed}</h1><p>${esc(message ?? t.failed)}</p></section>`;
  return frame(
    lang,
    kind === 'notFound' ? t.notFoundTitle : t.failed,
    `${path}?lang=${t.otherLang === 'en' ? 'en' : 'zh'}`,
    body,
  );
}
