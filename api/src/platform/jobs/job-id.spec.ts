import { describe, expect, it } from '@jest/globals';
import { jobIdFor } from './job-id.js';

describe('jobIdFor', () => {
  const eventId = '0b6f3c1e-8a55-4d7e-9a43-2f1c7e0d9b12';

  it('is the same for the same job and event, and differs by name and key', () => {
    expect(jobIdFor('welcome', eventId)).toBe(`welcome.${eventId}`);
    expect(jobIdFor('welcome', eventId)).toBe(jobIdFor('welcome', eventId));
    expect(jobIdFor('receipt', eventId)).not.toBe(jobIdFor('welcome', eventId));
    expect(jobIdFor('newsletter', eventId, 'a@example.sa')).not.toBe(jobIdFor('newsletter', eventId, 'b@example.sa'));
  });

  it('hashes a colon, which BullMQ refuses in ids, into a stable id; a numeric event id stays a non-integer id', () => {
    const id = jobIdFor('newsletter', eventId, 'subscriber:42');
    expect(id).toMatch(/^newsletter\.[0-9a-f]{64}$/);
    expect(jobIdFor('newsletter', eventId, 'subscriber:42')).toBe(id);
    expect(jobIdFor('pdf', '12345')).toBe('pdf.12345');
  });

  it('refuses a job without its causing event', () => {
    expect(() => jobIdFor('welcome', '')).toThrow(/event that caused it/);
  });
});
