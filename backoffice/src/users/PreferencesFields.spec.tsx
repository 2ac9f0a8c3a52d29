// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member, renderInAdmin } from '../kit/testing';
import { ArtPreferencesField, PrivacySettingsField } from './PreferencesFields';

afterEach(cleanup);

const record = {
  ...member,
  artPreferences: {
    categories: ['calligraphy', 'ceramics'],
    media: [],
    styles: ['contemporary'],
    priceMinSar: 500,
    priceMaxSar: null,
    cities: ['Riyadh'],
  },
  privacy: { showCollection: true, showInFollowers: false, allowArtistMessages: true, countMyViews: false },
};

describe('a person’s preferences on the user show page (read-only)', () => {
  it('lists the art preferences and the price range, in English and in Arabic', async () => {
    renderInAdmin(<ArtPreferencesField />, { roles: ['moderator'] }, { record });
    expect(await screen.findByText('calligraphy, ceramics')).toBeTruthy();
    expect(screen.getByText('from 500 to —')).toBeTruthy();
    cleanup();
    renderInAdmin(<ArtPreferencesField />, { roles: ['moderator'], locale: 'ar' }, { record });
    expect(await screen.findByText('المدن المفضلة')).toBeTruthy();
    expect(screen.getByText(/^من .+ إلى —$/)).toBeTruthy();
  });

  it('says yes or no for each privacy setting', async () => {
    renderInAdmin(<PrivacySettingsField />, { roles: ['moderator'] }, { record });
    expect(await screen.findByText('Shows their collection to others: Yes')).toBeTruthy();
    expect(screen.getByText('Their visits count in page views: No')).toBeTruthy();
    cleanup();
    renderInAdmin(<PrivacySettingsField />, { roles: ['moderator'], locale: 'ar' }, { record });
    expect(await screen.findByText('يظهر في قوائم المتابعين: لا')).toBeTruthy();
  });
});
