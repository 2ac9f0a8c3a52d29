import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

function api(standing: Record<string, unknown>) {
  const roles = ['artist'];
  return {
    ...signedIn(
      { firstName: 'Maha', lastName: 'D', role: 'artist', roles, ...standing },
      { setupComplete: true, roles },
    ),
    'GET /api/me/stats': { status: 200, body: { favorites: 0, inquiries: 0, profileViews: 0, following: 0 } },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/inquiries/user': { status: 200, body: [] },
    'GET /api/inquiries/received': { status: 200, body: [] },
    'GET /api/my-workshops': { status: 200, body: [] },
    'GET /api/my-events': { status: 200, body: [] },
  };
}

describe('account badges on the dashboard', () => {
  it('show the tier, risk, lifecycle stage and seller in English', async () => {
    stubApi(api({ kycTier: 2, riskLevel: 'low', lifecycleStage: 'purchase', seller: true }));
    renderApp('/dashboard');
    const group = await screen.findByLabelText('Account standing', {}, { timeout: 15_000 });
    expect(group.textContent).toContain('Verification tier 2');
    expect(group.textContent).toContain('Low risk');
    expect(group.textContent).toContain('Buyer');
    expect(group.textContent).toContain('Seller');
  });

  it('in Arabic, and without the seller badge below tier 2', async () => {
    stubApi(api({ kycTier: 0, riskLevel: 'medium', lifecycleStage: 'awareness', seller: false }));
    renderApp('/dashboard', 'ar');
    const group = await screen.findByLabelText('وضع الحساب', {}, { timeout: 15_000 });
    expect(group.textContent).toContain('مستوى التحقق 0');
    expect(group.textContent).toContain('مخاطر متوسطة');
    expect(group.textContent).not.toContain('بائع');
  });
});
