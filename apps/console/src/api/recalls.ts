import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type { RecallAnswer, RecallDetail, recallsApi } from '@dahua/shared/contracts/recalls';
import { recallsPaths } from '@dahua/shared/paths/recalls';
import { clientFor, downloadFile } from './client';

export type { RecallAnswer, RecallDetail };

type RecallsApi = typeof recallsApi;
export type RecallListQuery = QueryOf<RecallsApi['list']>;
export type NewRecall = BodyOf<RecallsApi['create']>;

const recalls = clientFor<RecallsApi>(recallsPaths);

export const listRecalls = (query: RecallListQuery) => recalls.list({ query });
export const createRecall = (body: NewRecall) => recalls.create({ body });
export const getRecall = (id: number) => recalls.one({ params: { id } });
export const notifyRecall = (id: number) => recalls.notify({ params: { id } });
export const stopRecall = (id: number) => recalls.stop({ params: { id } });
export const releaseRecall = (id: number) => recalls.release({ params: { id } });
export const exportRecall = (id: number) =>
  downloadFile(recallsPaths.export, { params: { id } }, `recall-${id}.xlsx`);
