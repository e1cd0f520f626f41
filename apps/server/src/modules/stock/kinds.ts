import type { DocumentAction, DocumentKind, DocumentStatus } from '@dahua/shared/contracts/stock';
import type { Bilingual } from '../../lib/language.js';

/** What each kind of document is: its number prefix, first status and which action it allows when. */
export type KindRule = {
  prefix: string;
  initial: DocumentStatus;
  /** The statuses each action starts from. */
  from: Partial<Record<DocumentAction, readonly DocumentStatus[]>>;
};

export const KINDS: Record<DocumentKind, KindRule> = {
  purchase_order: {
    prefix: 'PO',
    initial: 'draft',
    from: {
      edit: ['draft'],
      delete: ['draft'],
      submit: ['draft'],
      cancel: ['draft', 'submitted'],
      close: ['partially_received', 'received'],
    },
  },
  receipt: {
    prefix: 'GR',
    initial: 'draft',
    from: { edit: ['draft'], delete: ['draft'], post: ['draft'], cancel: ['draft', 'posted'] },
  },
  supplier_return: {
    prefix: 'RT',
    initial: 'draft',
    from: { edit: ['draft'], delete: ['draft'], post: ['draft'], cancel: ['draft', 'posted'] },
  },
  transfer: {
    prefix: 'TR',
    initial: 'draft',
    from: { edit: ['draft'], delete: ['draft'], ship: ['draft'], receive: ['shipped'], cancel: ['draft'] },
  },
  loss: {
    prefix: 'LS',
    initial: 'draft',
    from: { edit: ['draft'], delete: ['draft'], post: ['draft'], cancel: ['draft', 'posted'] },
  },
  stocktake: {
    prefix: 'ST',
    initial: 'counting',
    from: { count: ['counting'], post: ['counting'], cancel: ['counting'] },
  },
};

/** Where an action leaves a document (an action asked again of a document already there is a no-op). */
export const ACTION_TARGET: Partial<Record<DocumentAction, DocumentStatus>> = {
  submit: 'submitted',
  post: 'posted',
  ship: 'shipped',
  receive: 'received',
  cancel: 'cancelled',
  close: 'closed',
};

/** Company users (clerks) make drafts and count; posting and every other action is for managers. */
export const CLERK_ACTIONS: readonly DocumentAction[] = ['edit', 'delete', 'count'];
/** Of those, what a clerk does only to documents they made: a draft another made is deleted by a manager. */
export const CLERK_OWN_ONLY: readonly DocumentAction[] = ['delete'];

export const STATUS_NAMES: Record<DocumentStatus, Bilingual> = {
  draft: { ch: '草稿', en: 'a draft' },
  submitted: { ch: '已提交', en: 'submitted' },
  partially_received: { ch: '部分收货', en: 'partially received' },
  received: { ch: '已收货', en: 'received' },
  closed: { ch: '已关闭', en: 'closed' },
  posted: { ch: '已过账', en: 'posted' },
  shipped: { ch: '已发出', en: 'shipped' },
  counting: { ch: '盘点中', en: 'being counted' },
  cancelled: { ch: '已作废', en: 'cancelled' },
};

export const ACTION_NAMES: Record<DocumentAction, Bilingual> = {
  edit: { ch: '修改', en: 'edited' },
  delete: { ch: '删除', en: 'deleted' },
  submit: { ch: '提交', en: 'submitted' },
  post: { ch: '过账', en: 'posted' },
  ship: { ch: '发货', en: 'shipped' },
  receive: { ch: '收货', en: 'received' },
  cancel: { ch: '作废', en: 'cancelled' },
  close: { ch: '关闭', en: 'closed' },
  count: { ch: '录入盘点数', en: 'counted' },
};
