// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { LandingEdit } from './LandingViews';

afterEach(cleanup);

const record = {
  id: 'site',
  stream: 'landingContent-site',
  revision: 2,
  hero: {
    eyebrow: 'Early access is open',
    eyebrowAr: 'باب الوصول المبكر مفتوح',
    title: 'Where Gulf art meets its collectors',
    titleAr: 'حيث يلتقي الفن الخليجي بمقتنيه',
    subtitle: 'One bilingual marketplace.',
    subtitleAr: 'سوق واحدة ثنائية اللغة.',
  },
  figures: {
    earlyAccessMembers: 100,
    spotsRemaining: 47,
    countries: 6,
    walletUsersMillions: 8.5,
    settlementDaysMin: 1,
    settlementDaysMax: 3,
    launchQuarter: 2,
    launchYear: 2025,
  },
  countdown: { days: 45, hours: 12, minutes: 30, seconds: 15 },
  homeBlocks: ['stats', 'recommendations', 'liveAuctions', 'featuredCollections', 'featuredArtists', 'newsletter'],
  history: [],
};

const data = () => {
  const update = vi.fn(async () => ({ data: record }));
  return { update, provider: fakeData({ getOne: (async () => ({ data: record })) as never, update: update as never }) };
};

describe('the landing page form', () => {
  it('an admin changes a figure and moves a home block; the form sends the revision it read', async () => {
    const { update, provider } = data();
    renderInAdmin(<LandingEdit />, { roles: ['admin'] }, { dataProvider: provider });
    fireEvent.change(await screen.findByLabelText(/Spots remaining/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Newsletter up' }));
    fireEvent.change(screen.getByLabelText(/Reason for this change/), { target: { value: 'Most spots taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, params] = update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('landing');
    expect(params.data).toMatchObject({
      reason: 'Most spots taken',
      expectedRevision: 2,
      figures: { spotsRemaining: 12 },
      homeBlocks: ['stats', 'recommendations', 'liveAuctions', 'featuredCollections', 'newsletter', 'featuredArtists'],
    });
  }, 30_000);

  it('refuses a countdown past its unit and an empty reason, without saving, in Arabic too', async () => {
    const { update, provider } = data();
    renderInAdmin(<LandingEdit />, { roles: ['admin'], locale: 'ar' }, { dataProvider: provider });
    fireEvent.change(await screen.findByLabelText(/الدقائق/), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect((await screen.findAllByText(/59/)).length).toBeGreaterThan(0);
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'نقل النشرة البريدية إلى الأعلى' })).toBeTruthy();
  }, 30_000);
});
