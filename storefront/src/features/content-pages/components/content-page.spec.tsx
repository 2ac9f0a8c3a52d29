import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const support = {
  page: 'support',
  title: 'Support',
  titleAr: 'الدعم',
  summary: 'We answer in Arabic and English.',
  summaryAr: 'نجيب بالعربية والإنجليزية.',
  sections: [{ heading: 'Contact us', headingAr: 'تواصل معنا', body: 'Write to us.', bodyAr: 'راسلنا.' }],
};
const api = {
  ...signedOut,
  'GET /api/content/support': { status: 200, body: support },
  'GET /api/settings/public': {
    status: 200,
    body: { supportEmail: 'help@gulfart.example', supportPhone: '+966 11 000 0000' },
  },
};

describe('a static page managed in the back-office', () => {
  it('shows its text in English with the support contact, instead of "coming soon"', async () => {
    stubApi(api);
    renderApp('/support');
    expect((await screen.findByRole('heading', { level: 1, name: 'Support' }, { timeout: 15_000 })).textContent).toBe(
      'Support',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    const contact = await screen.findByTestId('support-contact');
    expect(within(contact).getByRole('link', { name: 'help@gulfart.example' })).toBeTruthy();
    expect(screen.queryByTestId('coming-soon-support')).toBeNull();
  });

  it('shows the Arabic text in Arabic', async () => {
    stubApi(api);
    renderApp('/support', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الدعم' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('نجيب بالعربية والإنجليزية.')).toBeTruthy();
  });

  it('says so when the page cannot be read', async () => {
    stubApi(signedOut);
    renderApp('/guide');
    expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
