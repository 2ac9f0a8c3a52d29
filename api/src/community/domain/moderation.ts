/**
 * Report, hide and restore, the same for comments and discussions: a person reports a post once; a
 * moderator hides it (it leaves public lists) or restores it. Repeating a hide or a restore changes nothing.
 */
import { illegalState } from '../../platform/errors/domain-errors.js';
import { REASON_MAX, checkText, ensureValid } from './community.rules.js';

export interface Moderated {
  authorId: string;
  hidden: boolean;
  reporters: string[];
}

export type Verdict = 'report' | 'hide' | 'restore' | 'none';

export function decideReport(state: Moderated, reporterId: string, reason: string): Verdict {
  ensureValid(checkText('reason', reason, 1, REASON_MAX));
  if (reporterId === state.authorId) {
    throw illegalState('cannot_report_own', 'You cannot report your own post.', 'لا يمكنك الإبلاغ عن مشاركتك.');
  }
  if (state.reporters.includes(reporterId)) {
    throw illegalState('already_reported', 'You have already reported this.', 'لقد أبلغت عن هذا من قبل.');
  }
  return 'report';
}

export function decideHide(state: Moderated, reason: string | null): Verdict {
  ensureValid(checkText('reason', reason ?? '', 1, REASON_MAX));
  return state.hidden ? 'none' : 'hide';
}

export function decideRestore(state: Moderated, reason: string | null): Verdict {
  if (reason) ensureValid(checkText('reason', reason, 1, REASON_MAX));
  return state.hidden ? 'restore' : 'none';
}

export function evolveModeration<S extends Moderated>(
  state: S,
  verdict: Exclude<Verdict, 'none'>,
  reporterId?: string,
): S {
  if (verdict === 'report') return { ...state, reporters: [...state.reporters, reporterId!] };
  return { ...state, hidden: verdict === 'hide' };
}
