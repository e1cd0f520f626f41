import type { AnnouncementAnswer } from '@dahua/shared/contracts/announcements';
import type { AppContext } from '../../context.js';
import type { AnnouncementStatus } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import * as repo from './repo.js';

function answer(row: repo.AnnouncementRow): AnnouncementAnswer {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    published_time: row.publishedTime?.toISOString() ?? null,
    created_time: row.createdTime.toISOString(),
    last_modified_time: row.lastModifiedTime.toISOString(),
  };
}

export async function listAnnouncements(
  ctx: AppContext,
  query: PageQuery & { status?: AnnouncementStatus | undefined },
) {
  const { rows, total } = await repo.list(ctx.db, { status: query.status }, query.per_page, offsetOf(query));
  return paged(rows.map(answer), total, query);
}

export async function createAnnouncement(
  ctx: AppContext,
  authorId: number,
  body: { title: string; content: string },
) {
  return answer(await repo.insert(ctx.db, { ...body, createdBy: authorId }));
}

async function change(ctx: AppContext, id: number, values: Parameters<typeof repo.update>[2]) {
  const row = await repo.update(ctx.db, id, values);
  if (!row) throw new AppError('NOT_FOUND');
  return answer(row);
}

export function editAnnouncement(
  ctx: AppContext,
  id: number,
  body: { title?: string | undefined; content?: string | undefined },
) {
  const values: { title?: string; content?: string } = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.content !== undefined) values.content = body.content;
  return change(ctx, id, values);
}

export function publishAnnouncement(ctx: AppContext, id: number) {
  return change(ctx, id, { status: 'published', publishedTime: new Date() });
}

export function withdrawAnnouncement(ctx: AppContext, id: number) {
  return change(ctx, id, { status: 'withdrawn' });
}

export async function deleteAnnouncement(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.remove(ctx.db, id))) throw new AppError('NOT_FOUND');
}
