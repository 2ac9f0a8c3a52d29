// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { CancellationPolicies } from './WorkshopResources';

afterEach(cleanup);

const workshop = {
  id: 'k1',
  cancellationPolicy: 'Full refund until a week before.',
  cancellationPolicyAr: 'استرداد كامل حتى أسبوع قبل البدء.',
};
const renderPolicies = (record: object, locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(<CancellationPolicies />, { roles: ['auditor'], locale }, { resource: 'workshops', record });

describe('a workshop’s cancellation policy in the back-office', () => {
  it('shows both languages, each marked with its own', () => {
    renderPolicies(workshop);
    expect(screen.getByText('Cancellation policy (English)')).toBeTruthy();
    expect(screen.getByText('Cancellation policy (Arabic)')).toBeTruthy();
    const arabic = screen.getByText(workshop.cancellationPolicyAr);
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(screen.getByText(workshop.cancellationPolicy).getAttribute('lang')).toBe('en');
  });

  it('speaks Arabic, and marks a policy not given', () => {
    renderPolicies({ ...workshop, cancellationPolicyAr: '' }, 'ar');
    expect(screen.getByText('سياسة الإلغاء (بالعربية)')).toBeTruthy();
    expect(screen.getByText('سياسة الإلغاء (بالإنجليزية)')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
