/** Statuses that follow from dates, computed when answering (read models never hold the current time). */
import type { Exhibition, GalleryEventEntry } from './gallery.decider.js';
import type { GalleryEventStatus } from './profile.vocabulary.js';

export type ExhibitionStatus = 'upcoming' | 'current' | 'past';

/** Dates without a time cover the whole day (an exhibition ending "2026-05-01" is current all that day). */
function endOf(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T23:59:59.999Z`) : Date.parse(date);
}

export function exhibitionStatus(x: Pick<Exhibition, 'startDate' | 'endDate'>, now: Date): ExhibitionStatus {
  const t = now.getTime();
  if (t < Date.parse(x.startDate)) return 'upcoming';
  return t > endOf(x.endDate) ? 'past' : 'current';
}

/** Cancelled and completed stay as the gallery set them; otherwise the dates decide. */
export function galleryEventStatus(
  x: Pick<GalleryEventEntry, 'startDate' | 'endDate' | 'status'>,
  now: Date,
): GalleryEventStatus {
  if (x.status === 'cancelled' || x.status === 'completed') return x.status;
  const t = now.getTime();
  if (t < Date.parse(x.startDate)) return 'upcoming';
  return t > endOf(x.endDate) ? 'completed' : 'ongoing';
}
