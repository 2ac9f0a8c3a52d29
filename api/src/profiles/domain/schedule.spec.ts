import { describe, expect, it } from '@jest/globals';
import { exhibitionStatus, galleryEventStatus } from './schedule.js';

const now = new Date('2026-03-10T12:00:00Z');

describe('date-driven statuses', () => {
  it('exhibitions are upcoming, current (all of the last day) or past', () => {
    expect(exhibitionStatus({ startDate: '2026-03-11', endDate: '2026-04-01' }, now)).toBe('upcoming');
    expect(exhibitionStatus({ startDate: '2026-03-01', endDate: '2026-03-10' }, now)).toBe('current');
    expect(exhibitionStatus({ startDate: '2026-02-01', endDate: '2026-03-09' }, now)).toBe('past');
  });

  it('events follow their dates unless cancelled or completed by the gallery', () => {
    const at = (startDate: string, endDate: string, status: 'upcoming' | 'cancelled' | 'completed' = 'upcoming') =>
      galleryEventStatus({ startDate, endDate, status }, now);
    expect(at('2026-03-10T16:00:00Z', '2026-03-10T18:00:00Z')).toBe('upcoming');
    expect(at('2026-03-10T10:00:00Z', '2026-03-10T18:00:00Z')).toBe('ongoing');
    expect(at('2026-03-09T10:00:00Z', '2026-03-09T18:00:00Z')).toBe('completed');
    expect(at('2026-03-10T10:00:00Z', '2026-03-10T18:00:00Z', 'cancelled')).toBe('cancelled');
    expect(at('2026-03-12T10:00:00Z', '2026-03-12T18:00:00Z', 'completed')).toBe('completed');
  });
});
