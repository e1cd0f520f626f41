import { requestData } from './client';

export const NOTICE_TABS = ['notification', 'message', 'event'] as const;
export type NoticeType = (typeof NOTICE_TABS)[number];

export type Notice = {
  id: number;
  type: NoticeType;
  title: string;
  description: string;
  datetime: string;
  read: boolean;
  status: string | null;
  extra: string;
  avatar: string;
};
export type Paged<T> = { list: T[]; meta: { total: number; page: number; per_page: number } };
export type UnreadCount = Record<NoticeType | 'total', number>;

export function listNotices(type: NoticeType): Promise<Paged<Notice>> {
  return requestData<Paged<Notice>>('/api/management/notices', { query: { type, per_page: 20 } });
}

export function fetchUnreadCount(): Promise<UnreadCount> {
  return requestData<UnreadCount>('/api/management/notices/unread_count');
}

export function toggleNoticeRead(id: number): Promise<Notice> {
  return requestData<Notice>(`/api/management/notices/${id}/read`, { method: 'PUT' });
}

export function clearNotices(type: NoticeType): Promise<{ cleared: number }> {
  return requestData<{ cleared: number }>('/api/management/notices', { method: 'DELETE', query: { type } });
}

export type NoticeDraft = {
  phone_number?: string;
  company_id?: number;
  type: NoticeType;
  title: string;
  description?: string;
};

/** Administrators: a notice to one person (by phone) or to every member of a company. */
export function sendNotice(draft: NoticeDraft): Promise<{ created: number }> {
  return requestData<{ created: number }>('/api/management/notices', { method: 'POST', body: draft });
}
