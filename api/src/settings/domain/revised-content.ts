/**
 * A document an admin replaces whole, with a reason, against the revision they read (the landing, a static page):
 * a second admin's stale form is refused rather than silently undoing the first's change, and saving the same
 * content again records nothing. Each kind gives its checks, its tidying and its event.
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { checkReason } from './settings-rules.js';
import { staleRevision } from './platform-settings.decider.js';

export interface RevisedContentState<T> {
  /** The stream's last revision (-1 before the first change). */
  revision: number;
  content: T | null;
}

export interface ReviseContent<T> {
  content: T;
  reason: string;
  /** The revision the admin's form was read at. */
  expectedRevision: number;
}

export function revisedContentDecider<T, C extends ReviseContent<T>, E extends DomainEvent<string, { content: T }>>({
  category,
  check,
  tidy,
  changed,
}: {
  category: string;
  check: (command: C) => FieldProblem[];
  tidy: (content: T) => T;
  changed: (command: C, content: T, reason: string) => E;
}): Decider<RevisedContentState<T>, C, E> {
  return {
    category,
    initialState: () => ({ revision: -1, content: null }),
    evolve: (state, event) => ({ revision: state.revision + 1, content: event.data.content }),
    decide(command, state) {
      if (command.expectedRevision !== state.revision) throw staleRevision(command.expectedRevision, state.revision);
      const problems = check(command);
      const reason = checkReason(command.reason);
      if (reason) problems.push(reason);
      if (problems.length > 0) throw validationError(problems);
      const content = tidy(command.content);
      if (JSON.stringify(content) === JSON.stringify(state.content)) return [];
      return [changed(command, content, command.reason.trim())];
    },
  };
}
