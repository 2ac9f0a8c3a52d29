import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../test-utils/render-app';

afterEach(cleanup);

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

// jsdom applies no media queries, so the header renders as on a phone: its drawer holds the main links.
async function drawer() {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /menu|القائمة/ }));
  return within(await screen.findByRole('dialog'));
}

describe('the discussions link sits with the community links', () => {
  it('in the menu, the header bar and the footer, in English', async () => {
    stubApi(signedOut);
    renderApp('/artists');
    await heading();
    const bar = within(screen.getByRole('navigation', { name: 'Main', hidden: true }));
    expect(bar.getByRole('link', { name: 'Discussions', hidden: true }).getAttribute('href')).toBe('/discussions');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Discussions' }).getAttribute('href')).toBe('/discussions');
    const menu = await drawer();
    expect(menu.getByRole('link', { name: 'Discussions' }).getAttribute('href')).toBe('/discussions');
  });

  it('and in Arabic', async () => {
    stubApi(signedOut);
    renderApp('/artists', 'ar');
    await heading();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'النقاشات' }).getAttribute('href')).toBe('/discussions');
    const menu = await drawer();
    expect(menu.getByRole('link', { name: 'النقاشات' }).getAttribute('href')).toBe('/discussions');
  });
});
