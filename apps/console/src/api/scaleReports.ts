import type { BodyOf, CallOutput, QueryOf } from '@dahua/shared/contracts/define';
import type { ScaleReport, ScaleReportStatus, scaleReportsApi } from '@dahua/shared/contracts/scale-reports';
import { scaleReportsPaths } from '@dahua/shared/paths/scale-reports';
import { clientFor, downloadFile } from './client';

export type { ScaleReport, ScaleReportStatus };

type ScaleReportsApi = typeof scaleReportsApi;
export type ScaleReportQuery = QueryOf<ScaleReportsApi['list']>;
export type ScaleReportPage = CallOutput<ScaleReportsApi['list']>;
export type NewScaleReport = BodyOf<ScaleReportsApi['create']>;
export type PublicLink = CallOutput<ScaleReportsApi['publicLink']>;

/** The contract's statuses, as values (contracts are imported as types only); checked complete below. */
export const REPORT_STATUSES = ['open', 'answered'] as const satisfies readonly ScaleReportStatus[];
const complete: ScaleReportStatus extends (typeof REPORT_STATUSES)[number] ? true : never = true;
void complete;

/** The longest answer and description the server takes. */
export const REPORT_LIMITS = { description: 500, answer: 1000 } as const;

const reports = clientFor<ScaleReportsApi>(scaleReportsPaths);

export const listScaleReports = (query: ScaleReportQuery) => reports.list({ query });
export const answerScaleReport = (id: number, answer: string) =>
  reports.answer({ params: { id }, body: { answer } });
export const createScaleReport = (body: NewScaleReport) => reports.create({ body });
export const scalePublicLink = (id: number) => reports.publicLink({ params: { id } });
export const downloadScaleStickers = (shopId: number) =>
  downloadFile(scaleReportsPaths.stickers, { params: { id: shopId } }, 'scale-stickers.pdf');
