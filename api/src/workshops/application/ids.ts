import { createHash, randomUUID } from 'node:crypto';

/**
 * An Idempotency-Key names one registration per person and workshop: a retried POST finds the first one
 * (the id is a digest of the three, so no lookup table is needed).
 */
export const registrationIdFor = (userId: string, workshopId: string, key: string | null) =>
  key
    ? `r${createHash('sha256').update(`registration\u0000${userId}\u0000${workshopId}\u0000${key}`).digest('base64url').slice(0, 26)}`
    : randomUUID();
