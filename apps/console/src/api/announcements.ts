import type {
  AnnouncementAnswer as Announcement,
  AnnouncementBody,
  announcementsApi,
} from '@dahua/shared/contracts/announcements';
import { announcementsPaths } from '@dahua/shared/paths/announcements';
import { clientFor } from './client';

export type { Announcement };

const announcements = clientFor<typeof announcementsApi>(announcementsPaths);

/** Public: asked without a token. */
export const listPublishedAnnouncements = (page: number) =>
  announcements.published({ query: { page, per_page: 10 } }, { withoutToken: true });

export const listAnnouncements = (page: number, perPage: number) =>
  announcements.list({ query: { page, per_page: perPage } });

/** Silent: the dialog shows a refusal (on its field). */
export const createAnnouncement = (body: AnnouncementBody) =>
  announcements.create({ body }, { silent: true });

export const editAnnouncement = (id: number, body: AnnouncementBody) =>
  announcements.edit({ params: { id }, body }, { silent: true });

export const setAnnouncementPublished = (id: number, published: boolean) =>
  published ? announcements.publish({ params: { id } }) : announcements.withdraw({ params: { id } });

export const deleteAnnouncement = (id: number) => announcements.remove({ params: { id } });
