import type { BodyOf } from '@dahua/shared/contracts/define';
import type { LabelAnswer, labelsApi } from '@dahua/shared/contracts/labels';
import { labelsPaths } from '@dahua/shared/paths/labels';
import { clientFor, uploadHeaders, urlOf } from './client';

export type { LabelAnswer };

type LabelsApi = typeof labelsApi;
export type NewLabel = BodyOf<LabelsApi['create']>;
export type LabelChanges = BodyOf<LabelsApi['edit']>;
export type PreviewRequest = BodyOf<LabelsApi['preview']>;
/** What an upload reads from a label file: the style to preview and save, and the file's own name. */
export type UploadedLabel = Awaited<ReturnType<LabelsClient['upload']>>;

const labels = clientFor<LabelsApi>(labelsPaths);
type LabelsClient = typeof labels;

export const labelsOfShop = (shopId: number) => labels.ofShop({ params: { id: shopId } });
export const labelDetails = (id: number) => labels.one({ params: { id } });
/** Silent: the dialog shows '标签创建失败' or the refusal on its field (a slot another template holds). */
export const createLabel = (shopId: number, body: NewLabel) =>
  labels.create({ params: { id: shopId }, body }, { silent: true });
export const editLabel = (id: number, body: LabelChanges) =>
  labels.edit({ params: { id }, body }, { silent: true });
export const deleteLabel = (id: number) => labels.remove({ params: { id } });
/** The label check (issue 29 §2): the saved template, or `style` (a JSON string) in its place. */
export const checkLabel = (id: number, style?: string) =>
  labels.check({ params: { id }, body: style === undefined ? {} : { style } });
/** Pushes a held template, naming every failing goods item. */
export const pushLabel = (id: number, confirmFailures: number[]) =>
  labels.push({ params: { id }, body: { confirm_failures: confirmFailures } });
export const copyLabel = (id: number, shopIds: number[]) =>
  labels.copy({ params: { id }, body: { shop_ids: shopIds } });
export const labelsOfGoods = (goodsId: number, labelNumber: number) =>
  labels.ofGoods({ params: { id: goodsId }, query: { label_number: labelNumber } }, { silent: true });

/** Opens the template file: the answered url is a short-lived address the browser downloads. */
export async function downloadLabel(id: number): Promise<void> {
  const { url } = await labels.download({ params: { id } });
  window.open(url, '_self');
}

type Envelope<T> = { code: number; msg?: string; data?: T };

async function answerOf<T>(response: Response): Promise<T> {
  const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (answer?.code !== 1 || answer.data === undefined) throw new Error(answer?.msg || `${response.status}`);
  return answer.data;
}

/** Sends a label file (multipart field `label`); answers what it holds, or throws the server's message. */
export async function uploadLabel(file: File): Promise<UploadedLabel> {
  const form = new FormData();
  form.append('label', file);
  const response = await fetch(urlOf(labelsPaths.upload), {
    method: 'POST',
    headers: uploadHeaders(),
    body: form,
  });
  return answerOf<UploadedLabel>(response);
}

/** What the scale's head prints: the server's 1-bit PNG of a style for a goods item and a quantity. */
export type PrintedPreview = { url: string; warnings: { kind: string; item: number }[] };

/** The designer's preview from the server (the same renderer, drawn by the print raster). */
export async function previewPrint(body: PreviewRequest, signal?: AbortSignal): Promise<PrintedPreview> {
  const response = await fetch(urlOf(labelsPaths.preview), {
    method: 'POST',
    headers: { ...uploadHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('image/'))
    return answerOf<never>(response);
  const warnings = JSON.parse(response.headers.get('x-label-warnings') || '[]') as PrintedPreview['warnings'];
  return { url: URL.createObjectURL(await response.blob()), warnings };
}
