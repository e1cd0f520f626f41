import { requestData } from './client';
import type { Paged } from './notices';

export type Announcement = {
  id: number;
  title: string;
  content: string;
  status: 'draft' | 'published' | 'withdrawn';
  published_time: string | null;
  created_time: string;
  last_modified_time: string;
};

export function listPublishedAnnouncements(page: number): Promise<Paged<Announcement>> {
  return requestData('/api/management/announcements/published', {
    query: { page, per_page: 10 },
    withoutToken: true,
  });
}

export function listAnnouncements(page: number, perPage: number): Promise<Paged<Announcement>> {
  return requestData('/api/management/announcements', { query: { page, per_page: perPage } });
}

export function createAnnouncement(body: { title: string; content: string }): Promise<Announcement> {
  return requestData('/api/management/announcements', { method: 'POST', body });
}

export function editAnnouncement(
  id: number,
  body: { title: string; content: string },
): Promise<Announcement> {
  return requestData(`/api/management/announcements/${id}`, { method: 'PUT', body });
}

export function setAnnouncementPublished(id: number, published: boolean): Promise<Announcement> {
  return requestData(`/api/management/announcements/${id}/${published ? 'publish' : 'withdraw'}`, {
    method: 'POST',
  });
}

export function deleteAnnouncement(id: number): Promise<null> {
  return requestData(`/api/management/announcements/${id}`, { method: 'DELETE' });
}
