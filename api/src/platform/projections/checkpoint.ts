/**
 * A projection's checkpoint as the read store keeps it: one text holding the projection's version (a changed
 * projection is rebuilt at start) and its position in the log (where it resumes).
 */
import { formatPosition, parsePosition, type Position } from '../event-store/event-store.port.js';

export interface Checkpoint {
  version: number;
  position: Position;
}

export const checkpointText = ({ version, position }: Checkpoint): string =>
  JSON.stringify({ version, position: formatPosition(position) });

export function parseCheckpoint(text: string): Checkpoint {
  const parsed = JSON.parse(text) as { version: number; position: string };
  return { version: parsed.version, position: parsePosition(parsed.position) };
}
