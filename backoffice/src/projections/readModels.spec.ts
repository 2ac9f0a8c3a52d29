import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { ProjectionFailure } from '../types';
import { latestFirst, needsAttention, retryOutcome, toReadModel, toReadModels } from './readModels';

const failure = (revision: number, error = 'unsupported Unicode escape sequence'): ProjectionFailure => ({
  stream: 'user-7f3c',
  revision,
  eventId: `event-${revision}`,
  type: 'ProfileUpdated',
  error,
  attempts: 3,
  at: `2026-11-26T02:0${revision}:00.000Z`,
});

const live = {
  name: 'artworks',
  status: 'live',
  position: '120',
  lag: 0,
  lastError: null,
  stoppedAt: null,
  skipped: [],
};

describe('read models: the projections answer as the page shows it', () => {
  it('lists projections with a stopped event or skipped events first, then the rest by name', () => {
    const answer = [
      live,
      { ...live, name: 'auctions' },
      { ...live, name: 'users', status: 'stopped', stoppedAt: failure(4) },
      { ...live, name: 'comments', skipped: [failure(1)] },
    ];
    expect(toReadModels(answer).map((projection) => projection.name)).toEqual([
      'comments',
      'users',
      'artworks',
      'auctions',
    ]);
  });

  it('reads an answer without the failure fields (an older server) as a projection with no failures', () => {
    const projection = toReadModel({ name: 'mail', status: 'live', position: 7, lag: 2 });
    expect(projection).toEqual({
      name: 'mail',
      status: 'live',
      position: '7',
      lag: 2,
      lastError: null,
      stoppedAt: null,
      skipped: [],
    });
    expect(needsAttention(projection)).toBe(false);
    expect(toReadModels(null)).toEqual([]);
  });

  it('keeps the stopped event’s stream, revision and error, and lists skipped events latest first', () => {
    const projection = toReadModel({
      ...live,
      name: 'users',
      stoppedAt: failure(4),
      skipped: [failure(1), failure(2)],
    });
    expect(projection.stoppedAt).toMatchObject({ stream: 'user-7f3c', revision: 4, error: failure(4).error });
    expect(latestFirst(projection.skipped).map((skipped) => skipped.revision)).toEqual([2, 1]);
    expect(projection.skipped.map((skipped) => skipped.revision)).toEqual([1, 2]);
    expect(needsAttention(projection)).toBe(true);
    expect(needsAttention(toReadModel({ ...live, status: 'failed' }))).toBe(true);
  });
});

describe('read models: what a retry changed', () => {
  it('says the projection is still stopped, naming the event and its error', () => {
    const outcome = retryOutcome(toReadModel({ ...live, name: 'users', status: 'stopped', stoppedAt: failure(4) }));
    expect(outcome).toEqual({
      severity: 'error',
      message: 'resources.projections.outcome.stillStopped',
      args: { stream: 'user-7f3c', revision: 4, error: 'unsupported Unicode escape sequence' },
    });
  });

  it('tells a failed projection, events skipped again, catching up and live apart', () => {
    expect(retryOutcome(toReadModel({ ...live, status: 'failed', lastError: 'db down' }))).toMatchObject({
      severity: 'error',
      args: { error: 'db down' },
    });
    expect(retryOutcome(toReadModel({ ...live, skipped: [failure(1), failure(2)] }))).toEqual({
      severity: 'warning',
      message: 'resources.projections.outcome.skippedAgain',
      args: { count: 2 },
    });
    expect(retryOutcome(toReadModel({ ...live, status: 'catching_up', lag: 40 }))).toMatchObject({
      severity: 'info',
      args: { count: 40 },
    });
    expect(retryOutcome(toReadModel(live))).toEqual({
      severity: 'success',
      message: 'resources.projections.outcome.live',
      args: {},
    });
  });

  it('has every outcome message in English and Arabic with its arguments filled in', () => {
    const outcomes = [
      retryOutcome(toReadModel({ ...live, stoppedAt: failure(4) })),
      retryOutcome(toReadModel({ ...live, status: 'failed', lastError: 'x' })),
      retryOutcome(toReadModel({ ...live, skipped: [failure(1)] })),
      retryOutcome(toReadModel({ ...live, lag: 3 })),
      retryOutcome(toReadModel(live)),
    ];
    const english = createI18nProvider('en');
    const arabic = createI18nProvider('ar');
    for (const { message, args } of outcomes) {
      const inEnglish = english.translate(message, args);
      const inArabic = arabic.translate(message, args);
      for (const text of [inEnglish, inArabic]) {
        expect(text).not.toBe(message);
        expect(text).not.toContain('%{');
      }
      expect(inArabic).not.toBe(inEnglish);
      expect(inArabic).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
