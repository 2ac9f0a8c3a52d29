// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { DisputePhotos, DisputeTimeline } from './DisputeEvidence';

afterEach(cleanup);

const record = {
  id: 'o1',
  disputeStatus: 'open',
  dispute: {
    openedAt: '2026-11-28T10:00:00Z',
    answer: { at: '2026-11-28T12:00:00Z' },
    photos: [
      { photoId: 'p1', side: 'buyer', at: '2026-11-28T10:00:00Z' },
      { photoId: 'p2', side: 'buyer', at: '2026-11-28T10:00:00Z' },
      { photoId: 'p3', side: 'seller', at: '2026-11-28T12:00:00Z' },
    ],
    resolution: null,
  },
};
const evidence = (
  <>
    <DisputePhotos />
    <DisputeTimeline />
  </>
);

describe('the dispute’s evidence', () => {
  it('shows both sides’ photos from the private photo route, and the steps in order', async () => {
    renderInAdmin(evidence, { roles: ['moderator'] }, { resource: 'disputes', record });
    const photos = await screen.findByTestId('dispute-photos');
    expect(within(photos).getByText("The buyer's photos")).toBeTruthy();
    expect(within(photos).getByRole('img', { name: "The buyer's photo 2" }).getAttribute('src')).toBe(
      '/api/orders/o1/dispute/photos/p2',
    );
    expect(within(photos).getByRole('img', { name: "The seller's photo 1" }).getAttribute('src')).toBe(
      '/api/orders/o1/dispute/photos/p3',
    );
    const steps = within(screen.getByTestId('dispute-timeline')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.split(' — ')[1])).toEqual([
      'The buyer reported a problem',
      'The buyer attached photos (2)',
      'The seller attached photos (1)',
      'The seller answered',
    ]);
  });

  it('in Arabic', async () => {
    const decided = {
      ...record,
      dispute: { ...record.dispute, resolution: { decision: 'rejected', at: '2026-11-29T09:00:00Z' } },
    };
    renderInAdmin(evidence, { roles: ['auditor'], locale: 'ar' }, { resource: 'disputes', record: decided });
    const photos = await screen.findByTestId('dispute-photos');
    expect(within(photos).getByRole('img', { name: 'صورة البائع 1' })).toBeTruthy();
    const steps = within(screen.getByTestId('dispute-timeline')).getAllByRole('listitem');
    expect(steps.at(-1)!.textContent).toContain('بتّ الفريق في النزاع');
    expect(steps[0]!.textContent).toContain('أبلغ المشتري عن مشكلة');
  });
});
