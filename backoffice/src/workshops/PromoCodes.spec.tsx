// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, renderSection } from '../kit/testing';
import { PromoCodes } from './PromoCodes';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const codes = [
  {
    id: 'k1:EID-10',
    workshopId: 'k1',
    code: 'EID-10',
    kind: 'percentage',
    amount: 10,
    tierIds: [],
    maxUses: 5,
    validUntil: null,
    active: true,
    uses: 3,
    createdAt: '2026-11-01T10:00:00Z',
  },
  {
    id: 'k1:STAFF',
    workshopId: 'k1',
    code: 'STAFF',
    kind: 'fixed',
    amount: 50,
    tierIds: ['early'],
    maxUses: null,
    validUntil: null,
    active: false,
    uses: 0,
    createdAt: '2026-10-01T10:00:00Z',
  },
];
const renderCodes = (getManyReference: ReturnType<typeof answering>, locale: 'en' | 'ar' = 'en') =>
  renderSection(<PromoCodes />, getManyReference, { resource: 'workshops', record: { id: 'k1' }, locale });

describe('a workshop’s promo codes in the back-office', () => {
  it('lists this workshop’s codes with their uses, newest first', async () => {
    const getManyReference = answering(codes);
    renderCodes(getManyReference);
    expect(await screen.findByText('EID-10')).toBeTruthy();
    expect(screen.getByText('Percentage off')).toBeTruthy();
    expect(screen.getByText('All tickets')).toBeTruthy();
    expect(screen.getByText('Unlimited')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    const [resource, params] = getManyReference.mock.calls[0]!;
    expect(resource).toBe('workshop-promo-codes');
    expect(params).toMatchObject({ target: 'workshopId', id: 'k1', sort: { field: 'createdAt', order: 'DESC' } });
  });

  it('speaks Arabic, and says when there are none', async () => {
    renderCodes(answering(codes), 'ar');
    expect(await screen.findByText('نسبة خصم')).toBeTruthy();
    expect(screen.getByText('مفعّل')).toBeTruthy();
    cleanup();
    renderCodes(answering([]), 'ar');
    expect(await screen.findByText('لا توجد رموز خصم.')).toBeTruthy();
  });
});
