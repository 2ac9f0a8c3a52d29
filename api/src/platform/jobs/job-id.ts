import { createHash } from 'node:crypto';

/**
 * The BullMQ job id of a side effect, derived from the event that caused it, so a replayed event (a
 * reactor restarting from an older checkpoint, a rebuild) maps to the same id and BullMQ ignores the
 * second add. `key` separates several jobs of one name caused by one event (one e-mail per recipient).
 *
 * BullMQ refuses ids containing `:` and ids that look like integers; anything outside a safe alphabet is
 * replaced by its SHA-256, which is still deterministic.
 */
export function jobIdFor(name: string, causedByEventId: string, key?: string): string {
  if (!causedByEventId) throw new Error(`A job needs the id of the event that caused it (job "${name}")`);
  const raw = [name, causedByEventId, ...(key === undefined ? [] : [key])].join('.');
  if (/^[A-Za-z][A-Za-z0-9._-]{0,199}$/.test(raw)) return raw;
  return `${name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'job'}.${createHash('sha256').update(raw).digest('hex')}`;
}
