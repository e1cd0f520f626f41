import type { WorkOrderAction, WorkOrderStatus } from '@dahua/shared/contracts/work-orders';
import type { Bilingual } from '../../lib/language.js';

/** Status and move names for refusals and notices, in both languages (the console has its own). */
export const STATUS_WORDS: Record<WorkOrderStatus, Bilingual> = {
  new: { ch: '待受理', en: 'new' },
  accepted: { ch: '已受理', en: 'accepted' },
  in_progress: { ch: '处理中', en: 'in progress' },
  waiting: { ch: '等待中', en: 'waiting' },
  resolved: { ch: '已解决', en: 'resolved' },
  closed: { ch: '已关闭', en: 'closed' },
  cancelled: { ch: '已取消', en: 'cancelled' },
};

export const ACTION_WORDS: Record<WorkOrderAction | 'submit' | 'auto_close' | 'comment', Bilingual> = {
  submit: { ch: '提交', en: 'submitted' },
  accept: { ch: '受理', en: 'accepted' },
  cancel: { ch: '取消', en: 'cancelled' },
  start: { ch: '开始处理', en: 'started' },
  wait: { ch: '等待', en: 'put on hold' },
  resume: { ch: '继续处理', en: 'resumed' },
  resolve: { ch: '解决', en: 'resolved' },
  confirm: { ch: '确认关闭', en: 'confirmed' },
  reopen: { ch: '重新打开', en: 'reopened' },
  auto_close: { ch: '自动关闭', en: 'closed automatically' },
  comment: { ch: '留言', en: 'commented on' },
};

export function listOf(actions: WorkOrderAction[]): Bilingual {
  if (actions.length === 0) return { ch: '没有可执行的操作', en: 'nothing' };
  return {
    ch: actions.map((a) => ACTION_WORDS[a].ch).join('、'),
    en: actions.join(', '),
  };
}
