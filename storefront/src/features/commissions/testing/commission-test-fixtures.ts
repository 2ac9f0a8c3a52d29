/**
 * What the commissions screen specs share: a request and a bid shaped as the API answers them (one place to
 * change when the contract does), the signed-in collector and artist, and the clean-up after each test.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { signedIn, type FakeApi } from '../../../test-utils/render-app';

export { cleanUpAfterEach, SLOW } from '../../../test-utils/render-app';

export const collector = signedIn({ id: 'u-1' }, { setupComplete: true, roles: ['collector'] });
/** The bidder of `commissionBid('b1')`. */
export const artist = signedIn({ id: 'artist-b1' }, { setupComplete: true, roles: ['artist'] });

/** Bid `id` on request c1, by `artist-<id>`; `over` replaces fields. */
export const commissionBid = (id = 'b1', over: Record<string, unknown> = {}) => ({
  id,
  artistId: null,
  bidderId: `artist-${id}`,
  artistName: 'Sara',
  artistNameAr: 'سارة',
  amount: 400_000,
  timelineDays: 21,
  proposal: 'Two sketches, then oils.',
  sketches: [],
  status: 'active',
  placedAt: '2026-11-26T11:00:00Z',
  ...over,
});

/** Request c1, open, posted by the collector, seen by someone else with no bid; `over` replaces fields. */
export const commissionRequest = (over: Record<string, unknown> = {}) => ({
  id: 'c1',
  title: 'Family portrait',
  titleAr: 'لوحة لعائلتي',
  description: 'Oil portrait',
  descriptionAr: 'لوحة زيتية',
  category: 'painting',
  medium: 'Oil on canvas',
  style: 'Realism',
  dimensions: '60 x 80 cm',
  budgetMin: 300_000,
  budgetMax: 500_000,
  deadline: '2027-01-31',
  referenceImages: [] as unknown[],
  visibility: 'public',
  status: 'open',
  collectorId: 'u-1',
  collectorName: 'Reem',
  bidCount: 0,
  bids: [] as unknown[],
  acceptedBidId: null as string | null,
  milestones: [] as unknown[],
  cancelReason: null,
  postedAt: '2026-11-26T10:00:00Z',
  viewer: { isCollector: false, hasBid: false },
  ...over,
});

/** Empty threads for the bids of request c1 the screen opens. */
export const emptyThreads = (...bidIds: string[]): FakeApi =>
  Object.fromEntries(
    bidIds.map((bidId) => [`GET /api/commissions/c1/bids/${bidId}/messages`, { status: 200, body: { items: [] } }]),
  );

/**
 * Fills the new-request dialog's details every test gives alike (medium, style, dimensions, budgets, deadline and
 * the Painting category); the titles and descriptions, in the language under test, are the test's own.
 */
export async function fillRequestDetails(dialog: HTMLElement) {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(/^Medium/, 'Oil');
  type(/^Style/, 'Realism');
  type(/^Dimensions/, '60 x 80 cm');
  type(/^Lowest budget/, '3000');
  type(/^Highest budget/, '5000');
  type(/^Deadline/, '2027-01-31');
  fireEvent.mouseDown(within(dialog).getByLabelText(/^Category/));
  fireEvent.click(await screen.findByRole('option', { name: 'Painting' }));
}
