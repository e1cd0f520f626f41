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

export const createAnnouncement = (body: AnnouncementBody) => announcements.create({ body });

export const editAnnouncement = (id: number, body: AnnouncementBody) =>
  announcements.edit({ params: { id }, body });

export const setAnnouncementPublished = (id: number, published: boolean) =>
  published ? announcements.publish({ params: { id } }) : announcements.withdraw({ params: { id } });

export const deleteAnnouncement = (id: number) => announcements.remove({ params: { id } });
