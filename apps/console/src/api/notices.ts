import type { Paged } from '@dahua/shared/contracts/common';
import type { BodyOf } from '@dahua/shared/contracts/define';
import type {
  NoticeAnswer as Notice,
  NoticeType,
  noticesApi,
  UnreadCount,
} from '@dahua/shared/contracts/notices';
import { noticesPaths } from '@dahua/shared/paths/notices';
import { clientFor } from './client';

export type { Notice, NoticeType, Paged, UnreadCount };

/** The bell's tabs: every notice type of the contract, in this order. */
export const NOTICE_TABS = ['notification', 'message', 'event'] as const satisfies readonly NoticeType[];
// Every type has its tab (a type added to the contract fails here until it gets one).
const everyTypeHasATab: NoticeType extends (typeof NOTICE_TABS)[number] ? true : never = true;
void everyTypeHasATab;

/** Administrators: a notice to one person (by phone) or to every member of a company. */
export type NoticeDraft = Pick<
  BodyOf<NoticesApi['send']>,
  'phone_number' | 'company_id' | 'type' | 'title' | 'description'
>;

type NoticesApi = typeof noticesApi;
const notices = clientFor<NoticesApi>(noticesPaths);

export const listNotices = (type: NoticeType) => notices.list({ query: { type, per_page: 20 } });
export const fetchUnreadCount = () => notices.unreadCount();
export const toggleNoticeRead = (id: number) => notices.toggleRead({ params: { id } });
export const clearNotices = (type: NoticeType) => notices.clear({ query: { type } });
/** Silent: the dialog shows a refusal (on its field). */
export const sendNotice = (draft: NoticeDraft) => notices.send({ body: draft }, { silent: true });
