/**
 * The read models page's data: what GET /api/admin/projections answers, put in the order an admin needs it
 * (projections with a failure first), and what a retry changed, as a message key with its arguments.
 */
import type { ProjectionDetail, ProjectionFailure } from '../types';

const FAILING = new Set(['failed', 'stopped']);

const asFailure = (value: unknown): ProjectionFailure | null => {
  if (!value || typeof value !== 'object') return null;
  const failure = value as Partial<ProjectionFailure>;
  return {
    stream: String(failure.stream ?? ''),
    revision: Number(failure.revision ?? 0),
    eventId: String(failure.eventId ?? ''),
    type: String(failure.type ?? ''),
    error: String(failure.error ?? ''),
    attempts: Number(failure.attempts ?? 0),
    at: String(failure.at ?? ''),
  };
};

/** One projection as the page shows it; an answer from an older server (no failure fields) reads as none. */
export const toReadModel = (value: unknown): ProjectionDetail => {
  const raw = (value ?? {}) as Partial<Record<keyof ProjectionDetail, unknown>>;
  return {
    name: String(raw.name ?? ''),
    status: String(raw.status ?? ''),
    position: String(raw.position ?? ''),
    lag: Number(raw.lag ?? 0),
    lastError: typeof raw.lastError === 'string' && raw.lastError ? raw.lastError : null,
    stoppedAt: asFailure(raw.stoppedAt),
    skipped: Array.isArray(raw.skipped)
      ? raw.skipped.map(asFailure).filter((failure): failure is ProjectionFailure => failure !== null)
      : [],
  };
};

/** A projection stopped at an event, failed, or that skipped events. */
export const needsAttention = (projection: ProjectionDetail): boolean =>
  projection.stoppedAt !== null || projection.skipped.length > 0 || FAILING.has(projection.status);

/** The answer in the page's order: those needing attention first, then by name. */
export const toReadModels = (answer: unknown): ProjectionDetail[] =>
  (Array.isArray(answer) ? answer.map(toReadModel) : []).sort(
    (a, b) => Number(needsAttention(b)) - Number(needsAttention(a)) || a.name.localeCompare(b.name),
  );

/** Skipped events as the page lists them: the latest first (the server keeps them latest last). */
export const latestFirst = (skipped: readonly ProjectionFailure[]): ProjectionFailure[] => [...skipped].reverse();

export interface RetryOutcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  message: string;
  args: Record<string, string | number>;
}

const OUTCOME = 'resources.projections.outcome';

/**
 * What a retry did, from the projection the server answers after it: still stopped at an event (the same one or
 * a later one), failed, events that fail again (skipped once more), still catching up, or live with nothing left.
 */
export const retryOutcome = (after: ProjectionDetail): RetryOutcome => {
  if (after.stoppedAt) {
    const { stream, revision, error } = after.stoppedAt;
    return { severity: 'error', message: `${OUTCOME}.stillStopped`, args: { stream, revision, error } };
  }
  if (FAILING.has(after.status)) {
    return { severity: 'error', message: `${OUTCOME}.failed`, args: { error: after.lastError ?? '' } };
  }
  if (after.skipped.length > 0) {
    return { severity: 'warning', message: `${OUTCOME}.skippedAgain`, args: { count: after.skipped.length } };
  }
  if (after.lag > 0) return { severity: 'info', message: `${OUTCOME}.catchingUp`, args: { count: after.lag } };
  return { severity: 'success', message: `${OUTCOME}.live`, args: {} };
};
