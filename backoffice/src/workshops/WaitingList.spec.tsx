// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, renderSection } from '../kit/testing';
import { WaitingList } from './WorkshopResources';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const places = [
  {
    id: 'k1:u1',
    workshopId: 'k1',
    tierId: 'solo',
    userId: 'u1',
    seq: 4,
    status: 'offered',
    joinedAt: '2026-11-01T10:00:00Z',
    expiresAt: '2026-11-02T10:00:00Z',
  },
  {
    id: 'k1:u2',
    workshopId: 'k1',
    tierId: 'solo',
    userId: 'u2',
    seq: 5,
    status: 'waiting',
    joinedAt: '2026-11-01T11:00:00Z',
    expiresAt: null,
  },
];
const renderList = (getManyReference: ReturnType<typeof answering>, locale: 'en' | 'ar' = 'en') =>
  renderSection(<WaitingList />, getManyReference, { resource: 'workshops', record: { id: 'k1' }, locale });

describe('a workshop’s waiting list in the back-office', () => {
  it('lists the places in joining order, for this workshop only', async () => {
    const getManyReference = answering(places);
    renderList(getManyReference);
    expect(await screen.findByText('Seat offered')).toBeTruthy();
    expect(screen.getByText('u2')).toBeTruthy();
    const [resource, params] = getManyReference.mock.calls[0]!;
    expect(resource).toBe('workshop-waitlist');
    expect(params).toMatchObject({ target: 'workshopId', id: 'k1', sort: { field: 'seq', order: 'ASC' } });
  });

  it('speaks Arabic, and says when nobody waits', async () => {
    renderList(answering(places), 'ar');
    expect(await screen.findByText('في الانتظار')).toBeTruthy();
    cleanup();
    renderList(answering([]), 'ar');
    expect(await screen.findByText('لا أحد في الانتظار.')).toBeTruthy();
  });
});
