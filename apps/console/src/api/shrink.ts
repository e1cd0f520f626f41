import type { QueryOf } from '@dahua/shared/contracts/define';
import type {
  ShrinkFigure,
  ShrinkGroup,
  ShrinkMoves,
  ShrinkReport,
  ShrinkRow,
  ShrinkWorst,
  shrinkApi,
} from '@dahua/shared/contracts/shrink';
import { shrinkPaths } from '@dahua/shared/paths/shrink';
import { clientFor, downloadFile } from './client';

export type { ShrinkFigure, ShrinkGroup, ShrinkMoves, ShrinkReport, ShrinkRow, ShrinkWorst };

type ShrinkApi = typeof shrinkApi;
export type ShrinkQuery = QueryOf<ShrinkApi['report']>;
export type ShrinkMovesQuery = QueryOf<ShrinkApi['moves']>;

const shrink = clientFor<ShrinkApi>(shrinkPaths);

export const shrinkReport = (query: ShrinkQuery) => shrink.report({ query });
export const shrinkMoves = (query: ShrinkMovesQuery) => shrink.moves({ query });
export const exportShrink = (query: ShrinkQuery) => {
  const { page: _page, per_page: _perPage, ...rest } = query;
  return downloadFile(shrinkPaths.export, { query: rest }, `shrink-${query.shop_id}.xlsx`);
};
