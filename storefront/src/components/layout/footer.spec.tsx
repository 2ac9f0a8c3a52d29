import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../test-utils/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const settings = {
  'GET /api/settings/public': {
    status: 200,
    body: { vatNumber: '311111111111113', commercialRegistration: '1010999999', paymentFees: [] },
  },
};

describe('the footer', () => {
  it('names the platform’s VAT number and commercial registration as the platform settings hold them', async () => {
    stubApi({ ...signedOut, ...settings });
    renderApp('/');
    const line = await screen.findByTestId('footer-registration', {}, { timeout: 15_000 });
    expect(line.textContent).toBe('VAT number 311111111111113 · Commercial registration 1010999999');
  });

  it('says it in Arabic on the Arabic storefront', async () => {
    stubApi({ ...signedOut, ...settings });
    renderApp('/', 'ar');
    const line = await screen.findByTestId('footer-registration', {}, { timeout: 15_000 });
    expect(line.textContent).toBe('الرقم الضريبي 311111111111113 · السجل التجاري 1010999999');
  });
});
