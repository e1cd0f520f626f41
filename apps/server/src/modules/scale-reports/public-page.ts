import type { VerificationStatus } from '@dahua/shared';
import type { PublicScale, ReportStatus } from '@dahua/shared/contracts/scale-reports';
import { SCALE_REPORT_LIMITS } from '@dahua/shared/contracts/scale-reports';
import { esc, styleSource } from '../../lib/html.js';
import type { Lang } from '../../lib/language.js';

/*
 * The public page of a scale, /external/scale/{code} (issue 27 §3): plain HTML written here, no
 * script, one small stylesheet inline (allowed by its hash, nothing else), so it opens fast on a
 * phone on a market's mobile signal and works without JavaScript. Every value that comes from the
 * database or the request is escaped (`esc`): a shop is named by its owner.
 */

const TEXTS = {
  ch: {
    htmlLang: 'zh-CN',
    title: '电子秤信息',
    other: 'English',
    otherLang: 'en',
    company: '经营单位',
    address: '地址',
    model: '型号',
    serial: '出厂编号',
    verification: '计量检定',
    verifiedOn: '最近检定日期',
    body: '检定机构',
    certificate: '证书编号',
    nextDue: '下次检定日期',
    calendarNote: '日期按店铺所在地日历',
    status: {
      valid: '检定合格，在有效期内',
      due: '检定合格，即将到期',
      overdue: '检定已过期',
      failed: '检定不合格',
      never: '暂无检定记录',
    } satisfies Record<VerificationStatus, string>,
    retired: '此秤已停止使用。',
    reportTitle: '反馈这台秤的问题',
    reportHint: '如称量不准、铅封破损、显示异常等。无需登录。',
    description: '问题描述',
    phone: '手机号（选填，便于商家联系您）',
    photo: '照片（选填，最大 5 MB）',
    send: '提交反馈',
    lookupTitle: '查询我的反馈',
    reference: '反馈编号',
    lookup: '查询',
    received: '已收到您的反馈。',
    keep: '请保存此编号，凭它在本页查询商家的答复：',
    yourReport: '您的反馈',
    reportStatus: { open: '处理中，商家尚未答复', answered: '商家已答复' },
    submitted: '提交时间',
    answer: '商家答复',
    answeredAt: '答复时间',
    noSuchReport: '这台秤没有这个编号的反馈，请核对编号。',
    qr: '本页二维码',
    notFoundTitle: '找不到这台秤',
    notFound: '二维码无效或此秤已不再公开。请向店铺工作人员咨询。',
    failed: '出错了',
    formError: '请检查填写的内容。',
  },
  en: {
    htmlLang: 'en',
    title: 'Scale information',
    other: '中文',
    otherLang: 'ch',
    company: 'Business',
    address: 'Address',
    model: 'Model',
    serial: 'Serial number',
    verification: 'Legal verification',
    verifiedOn: 'Last verified on',
    body: 'Verified by',
    certificate: 'Certificate no.',
    nextDue: 'Next verification due',
    calendarNote: 'Dates follow the shop’s local calendar',
    status: {
      valid: 'Verified and valid',
      due: 'Verified; due again soon',
      overdue: 'Verification overdue',
      failed: 'Failed verification',
      never: 'No verification on record',
    } satisfies Record<VerificationStatus, string>,
    retired: 'This scale is no longer in service.',
    reportTitle: 'Report a problem with this scale',
    reportHint: 'Wrong weight, a broken seal, an odd display… No account needed.',
    description: 'What is wrong?',
    phone: 'Mobile number (optional, so the shop can call you back)',
    photo: 'Photo (optional, at most 5 MB)',
    send: 'Send report',
    lookupTitle: 'Look up my report',
    reference: 'Reference number',
    lookup: 'Look up',
    received: 'Thank you: your report was received.',
    keep: 'Keep this number; with it, this page shows the shop’s answer:',
    yourReport: 'Your report',
    reportStatus: { open: 'Open: the shop has not answered yet', answered: 'The shop has answered' },
    submitted: 'Sent',
    answer: 'The shop’s answer',
    answeredAt: 'Answered',
    noSuchReport: 'This scale has no report with that number. Please check it.',
    qr: 'This page’s QR code',
    notFoundTitle: 'Scale not found',
    notFound: 'The code is not valid or the scale is no longer shown. Please ask the shop’s staff.',
    failed: 'Something went wrong',
    formError: 'Please check what you entered.',
  },
} as const;

/** The page's whole stylesheet: inline, allowed by its hash (PAGE_CSP). */
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f2f3f5}
main{max-width:560px;margin:0 auto;padding:12px}section{background:#fff;border-radius:8px;padding:14px 16px;margin:0 0 12px}
h1{font-size:20px;margin:0 0 4px;overflow-wrap:anywhere}h2{font-size:17px;margin:0 0 8px}p{margin:4px 0}.muted{color:#646a73;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:8px 0 0}dt{color:#646a73}dd{margin:0;overflow-wrap:anywhere}
.st{display:block;font-weight:600;font-size:18px;padding:10px 12px;border-radius:6px;margin:0 0 4px}
.s-valid{background:#f6ffed;color:#237804;border:1px solid #b7eb8f}.s-due{background:#fff7e6;color:#ad4e00;border:1px solid #ffd591}
.s-overdue,.s-failed{background:#fff1f0;color:#a8071a;border:1px solid #ffa39e}.s-never{background:#f5f5f5;color:#595959;border:1px solid #d9d9d9}
.retired{color:#a8071a;font-weight:600}.ok{border-left:4px solid #237804}.bad{border-left:4px solid #a8071a}
label{display:block;margin:10px 0 4px;font-size:14px}textarea,input{width:100%;font:inherit;padding:8px;border:1px solid #c9cdd4;border-radius:6px;background:#fff}
textarea{min-height:96px;resize:vertical}input[type=file]{border:0;padding:4px 0}
button{margin-top:12px;font:inherit;font-weight:600;color:#fff;background:#1668dc;border:0;border-radius:6px;padding:10px 18px;width:100%}
.err{color:#a8071a;font-size:14px;margin:4px 0 0}.ref{font:700 24px/1.3 ui-monospace,Menlo,Consolas,monospace;letter-spacing:2px;margin:8px 0}
.qr{text-align:center}.qr svg{width:148px;height:148px}
a{color:#1668dc}.lang{text-align:right;margin:0 4px 8px}.answer{white-space:pre-wrap;overflow-wrap:anywhere}`;

/**
 * What the page may do: its own stylesheet (by hash), no script at all, forms to our own address,
 * no framing. Inline SVG needs nothing more.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${styleSource(CSS)}`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page's language: `?lang=en|ch` first, then the caller's (lang header, Accept-Language), else Chinese. */
export function pageLang(queryLang: unknown, callerLang: Lang): Lang {
  return queryLang === 'en' || queryLang === 'ch' ? queryLang : callerLang;
}

function frame(lang: Lang, title: string, switchHref: string, body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head><body><main><p class="lang"><a href="${esc(switchHref)}" hreflang="${t.otherLang === 'en' ? 'en' : 'zh-CN'}" lang="${t.otherLang === 'en' ? 'en' : 'zh-CN'}">${t.other}</a></p>${body}</main></body></html>`;
}

const row = (label: string, value: string | null) =>
  value === null || value === '' ? '' : `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`;

export type FormState = {
  description: string;
  phone: string;
  /** Field messages (description, phone, photo) and a message for the whole form. */
  errors: Partial<Record<'description' | 'phone' | 'photo' | 'form', string>>;
};

export type LookupState =
  | { kind: 'found'; reference: string; report: ReportStatus; isNew: boolean }
  | { kind: 'missing'; reference: string };

export type ScalePageInput = {
  lang: Lang;
  /** The page's own path (`/external/scale/{code}`). */
  path: string;
  view: PublicScale;
  qrSvg: string;
  /** An instant's day on the shop's calendar. */
  dayOf: (iso: string) => string;
  form?: FormState;
  lookup?: LookupState;
};

function lookupSection(input: ScalePageInput, t: (typeof TEXTS)[Lang]): string {
  const { lookup } = input;
  if (!lookup) return '';
  if (lookup.kind === 'missing')
    return `<section class="bad" id="report"><h2>${t.yourReport}</h2><p>${esc(t.noSuchReport)}</p><p class="ref">${esc(lookup.reference)}</p></section>`;
  const { report } = lookup;
  const fresh = lookup.isNew ? `<p><strong>${esc(t.received)}</strong></p><p>${esc(t.keep)}</p>` : '';
  const answer =
    report.answer !== null
      ? `<dl>${row(t.answeredAt, report.answered_time ? input.dayOf(report.answered_time) : null)}</dl><p><strong>${esc(t.answer)}</strong></p><p class="answer" data-answer>${esc(report.answer)}</p>`
      : '';
  return `<section class="ok" id="report"><h2>${t.yourReport}</h2>${fresh}<p class="ref" data-reference>${esc(lookup.reference)}</p><p data-report-status="${report.status}">${esc(t.reportStatus[report.status])}</p><dl>${row(t.submitted, input.dayOf(report.created_time))}</dl>${answer}</section>`;
}

function reportForm(input: ScalePageInput, t: (typeof TEXTS)[Lang]): string {
  const form = input.form ?? { description: '', phone: '', errors: {} };
  const error = (field: keyof FormState['errors']) =>
    form.errors[field] ? `<p class="err" id="e-${field}">${esc(form.errors[field])}</p>` : '';
  const described = (field: keyof FormState['errors']) =>
    form.errors[field] ? ` aria-invalid="true" aria-describedby="e-${field}"` : '';
  return `<section id="report-form"><h2>${t.reportTitle}</h2><p class="muted">${t.reportHint}</p>${error('form')}
<form method="post" action="${esc(`${input.path}/report?lang=${input.lang}`)}" enctype="multipart/form-data">
<label for="description">${t.description}</label><textarea id="description" name="description" required maxlength="${SCALE_REPORT_LIMITS.description}"${described('description')}>${esc(form.description)}</textarea>${error('description')}
<label for="phone">${t.phone}</label><input id="phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" value="${esc(form.phone)}"${described('phone')}>${error('phone')}
<label for="photo">${t.photo}</label><input id="photo" name="photo" type="file" accept="image/png,image/jpeg,image/webp,image/gif"${described('photo')}>${error('photo')}
<button type="submit">${t.send}</button></form></section>`;
}

/** The scale's page: who, what, its verification in words and colour, its QR, the report and look-up forms. */
export function scalePage(input: ScalePageInput): string {
  const t = TEXTS[input.lang];
  const { view } = input;
  const v = view.verification;
  const lookupForm = `<section><h2>${t.lookupTitle}</h2><form method="get" action="${esc(`${input.path}/report`)}"><input type="hidden" name="lang" value="${input.lang}"><label for="ref">${t.reference}</label><input id="ref" name="ref" autocomplete="off" autocapitalize="characters" maxlength="20" required><button type="submit">${t.lookup}</button></form></section>`;
  const body = `<section><p class="muted">${esc(t.title)}</p><h1>${esc(view.shop.name)}</h1><dl>${row(t.address, view.shop.address)}${row(t.company, view.company_name)}${row(t.model, view.scale.model_name)}${row(t.serial, view.scale.serial_masked)}</dl>${view.retired ? `<p class="retired">${t.retired}</p>` : ''}</section>
${lookupSection(input, t)}<section><h2>${t.verification}</h2><span class="st s-${v.status}" data-status="${v.status}">${t.status[v.status]}</span><dl>${row(t.verifiedOn, v.verified_on)}${row(t.body, v.body)}${row(t.certificate, v.certificate_no)}${row(t.nextDue, v.next_due_on)}</dl><p class="muted">${t.calendarNote}</p></section>
${reportForm(input, t)}${lookupForm}<section class="qr"><div>${input.qrSvg}</div><p class="muted">${t.qr}</p></section>`;
  const switchHref = `${input.path}?lang=${t.otherLang}`;
  return frame(input.lang, `${view.shop.name} · ${t.title}`, switchHref, body);
}

/** A page with a heading and one message: no such scale (404), too many requests (429). */
export function messagePage(lang: Lang, path: string, kind: 'notFound' | 'failed', message?: string): string {
  const t = TEXTS[lang];
  const title = kind === 'notFound' ? t.notFoundTitle : t.failed;
  const text = message ?? (kind === 'notFound' ? t.notFound : t.failed);
  return frame(
    lang,
    title,
    `${path}?lang=${t.otherLang}`,
    `<section class="bad"><h1>${esc(title)}</h1><p>${esc(text)}</p></section>`,
  );
}

/** The message over a refused form. */
export const formErrorText = (lang: Lang) => TEXTS[lang].formError;
