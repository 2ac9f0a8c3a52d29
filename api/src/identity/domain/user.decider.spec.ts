import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { userDecider } from './user.decider.js';
import type { UserEvent } from './user.events.js';
import { publicStatus } from './user.state.js';
import type { Role } from './roles.js';
import { registered } from './testing/registered.js';
import { ALL_EMAIL_NOTIFICATIONS, receivesMail } from './email-notifications.js';

const profile = {
  firstName: 'Noura',
  lastName: 'Al-Qahtani',
  phone: '+966500000000',
  location: 'Riyadh',
  bio: 'Collector',
};

/** Given past events, when a command, then these events (or this error). */
const admin = { id: 'admin', roles: ['admin'] };
const moderator = { id: 'mod', roles: ['moderator'] };
const granted = (roles: Role[]): UserEvent => ({
  type: 'RolesChanged',
  data: { userId: 'u1', roles, previousRoles: [] },
});

const given = specFor(userDecider);

describe('user decider', () => {
  it('registers a user once, however often the first sign-in repeats', () => {
    const { type: _t, ...data } = { type: 'RegisterUser' as const, ...registered.data };
    given([])
      .when({ type: 'RegisterUser', ...data })
      .then([registered]);
    given([registered])
      .when({ type: 'RegisterUser', ...data })
      .then([]);
  });

  it('records the sign-up language with the account, in the same append, and ignores one it does not speak', () => {
    const { type: _t, ...data } = { type: 'RegisterUser' as const, ...registered.data };
    given([])
      .when({ type: 'RegisterUser', ...data, language: 'ar' })
      .then([
        { ...registered, data: { ...registered.data, language: 'ar' } },
        { type: 'PreferredLanguageChosen', data: { userId: 'u1', language: 'ar' } },
      ]);
    given([])
      .when({ type: 'RegisterUser', ...data, language: 'fr' })
      .then([registered]);
    given([registered])
      .when({ type: 'RegisterUser', ...data, language: 'ar' })
      .then([]);
  });

  it('refuses commands for a user who does not exist', () => {
    given([]).when({ type: 'UpdateProfile', userId: 'u1', actorId: 'u1', profile }).thenError('not_found');
  });

  it('updates the profile, and records nothing when nothing changed', () => {
    const updated: UserEvent = { type: 'ProfileUpdated', data: { userId: 'u1', ...profile } };
    given([registered]).when({ type: 'UpdateProfile', userId: 'u1', actorId: 'u1', profile }).then([updated]);
    given([registered, updated]).when({ type: 'UpdateProfile', userId: 'u1', actorId: 'u1', profile }).then([]);
  });

  it('lets a user add self-service roles to the ones they hold', () => {
    given([registered, granted(['collector'])])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['artist'] })
      .then([{ type: 'RolesChosen', data: { userId: 'u1', roles: ['collector', 'artist'] } }]);
  });

  it('role self-selection is refused to staff accounts', () => {
    given([registered, granted(['moderator'])])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['collector'] })
      .thenError('staff_account');
  });

  it('role self-selection cannot re-add a role an admin removed, until an admin grants it again', () => {
    const removed: UserEvent = {
      type: 'RolesChanged',
      data: { userId: 'u1', roles: ['collector'], previousRoles: ['collector', 'artist'] },
    };
    given([registered, granted(['collector', 'artist']), removed])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['artist'] })
      .thenError('role_revoked');
    const regranted: UserEvent = {
      type: 'RolesChanged',
      data: { userId: 'u1', roles: ['collector', 'artist'], previousRoles: ['collector'] },
    };
    given([registered, granted(['collector', 'artist']), removed, regranted])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['artist'] })
      .then([]);
  });

  it('refuses staff roles, unknown roles and an empty choice at role selection', () => {
    given([registered])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['admin'] })
      .thenError('validation_failed');
    given([registered])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['wizard'] })
      .thenError('validation_failed');
    given([registered])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: [] })
      .thenError('validation_failed');
  });

  it('completes set-up on role selection', () => {
    const state = fold(userDecider, [
      registered,
      { type: 'RolesChosen', data: { userId: 'u1', roles: ['collector'] } },
    ]);
    expect(state.status === 'registered' && state.setupComplete).toBe(true);
  });

  it('stops an admin from removing their own admin role', () => {
    const self = { id: 'u1', roles: ['admin'] };
    given([registered, granted(['admin'])])
      .when({ type: 'ChangeRoles', userId: 'u1', actor: self, roles: ['member'], otherActiveAdmins: 1 })
      .thenError('cannot_demote_self');
    given([registered, granted(['admin'])])
      .when({ type: 'ChangeRoles', userId: 'u1', actor: admin, roles: ['member'], otherActiveAdmins: 1 })
      .then([{ type: 'RolesChanged', data: { userId: 'u1', roles: ['member'], previousRoles: ['admin'] } }]);
  });

  it('the last active admin cannot be demoted, suspended or erased', () => {
    const last = [registered, granted(['admin'])];
    given(last)
      .when({ type: 'ChangeRoles', userId: 'u1', actor: admin, roles: ['member'], otherActiveAdmins: 0 })
      .thenError('last_admin');
    given(last)
      .when({ type: 'SuspendUser', userId: 'u1', actor: admin, reason: 'x', otherActiveAdmins: 0 })
      .thenError('last_admin');
    given(last).when({ type: 'ForgetUser', userId: 'u1', actor: admin, otherActiveAdmins: 0 }).thenError('last_admin');
    given(last)
      .when({ type: 'ChangeRoles', userId: 'u1', actor: admin, roles: ['admin', 'artist'], otherActiveAdmins: 0 })
      .then([{ type: 'RolesChanged', data: { userId: 'u1', roles: ['admin', 'artist'], previousRoles: ['admin'] } }]);
  });

  it('a moderator acts on non-staff accounts only; admins act on staff', () => {
    for (const staff of [granted(['admin']), granted(['moderator'])]) {
      given([registered, staff])
        .when({ type: 'SuspendUser', userId: 'u1', actor: moderator, reason: 'x', otherActiveAdmins: 1 })
        .thenError('staff_target_admin_only');
      given([registered, staff])
        .when({ type: 'VerifyUser', userId: 'u1', actor: moderator, note: null })
        .thenError('staff_target_admin_only');
      given([registered, staff])
        .when({ type: 'ForgetUser', userId: 'u1', actor: moderator, otherActiveAdmins: 1 })
        .thenError('staff_target_admin_only');
    }
    // Allowed, but nothing on the user's stream: verifying is a KYC decision, recorded on `kyc-u1`.
    given([registered, granted(['collector'])])
      .when({ type: 'VerifyUser', userId: 'u1', actor: moderator, note: null })
      .then([]);
    given([registered, granted(['moderator'])])
      .when({ type: 'SuspendUser', userId: 'u1', actor: admin, reason: 'x', otherActiveAdmins: 1 })
      .then([{ type: 'UserSuspended', data: { userId: 'u1', reason: 'x' } }]);
    given([registered, granted(['collector'])])
      .when({ type: 'SuspendUser', userId: 'u1', actor: moderator, reason: 'x', otherActiveAdmins: 1 })
      .then([{ type: 'UserSuspended', data: { userId: 'u1', reason: 'x' } }]);
  });

  it('suspends and activates, idempotently, and never lets a user suspend themselves', () => {
    const suspended: UserEvent = { type: 'UserSuspended', data: { userId: 'u1', reason: 'spam' } };
    const suspend = { type: 'SuspendUser', userId: 'u1', actor: admin, reason: 'spam', otherActiveAdmins: 1 } as const;
    given([registered]).when(suspend).then([suspended]);
    given([registered, suspended]).when(suspend).then([]);
    given([registered])
      .when({ ...suspend, actor: { id: 'u1', roles: ['admin'] } })
      .thenError('cannot_suspend_self');
    given([registered, suspended])
      .when({ type: 'ActivateUser', userId: 'u1', actor: admin })
      .then([{ type: 'UserActivated', data: { userId: 'u1' } }]);
    given([registered]).when({ type: 'ActivateUser', userId: 'u1', actor: admin }).then([]);
  });

  it('derives the specification status: suspended over verified over active', () => {
    const verified: UserEvent = { type: 'UserVerified', data: { userId: 'u1', note: null } };
    expect(publicStatus(fold(userDecider, [registered]))).toBe('active');
    expect(publicStatus(fold(userDecider, [registered, verified]))).toBe('verified');
    expect(
      publicStatus(
        fold(userDecider, [registered, verified, { type: 'UserSuspended', data: { userId: 'u1', reason: 'r' } }]),
      ),
    ).toBe('suspended');
  });

  it('refuses everything but a repeated erasure after a user is forgotten', () => {
    const forgotten: UserEvent = { type: 'UserForgotten', data: { userId: 'u1' } };
    given([registered, forgotten])
      .when({ type: 'ForgetUser', userId: 'u1', actor: admin, otherActiveAdmins: 1 })
      .then([]);
    given([registered, forgotten]).when({ type: 'RecordSignIn', userId: 'u1' }).thenError('user_forgotten');
  });
});

describe('personal-data export', () => {
  const ready = { exportId: 'x1', expiresAt: '2026-01-08T00:00:00.000Z', bytes: 10, sections: ['account'] };
  it('records the person asking for, receiving and downloading their own data, never someone else’s', () => {
    given([registered])
      .when({ type: 'RequestDataExport', userId: 'u1', actorId: 'u1', exportId: 'x1' })
      .then([{ type: 'PersonalDataExportRequested', data: { userId: 'u1', exportId: 'x1' } }]);
    given([registered])
      .when({ type: 'RecordDataExportReady', userId: 'u1', ...ready })
      .then([{ type: 'PersonalDataExportReady', data: { userId: 'u1', ...ready } }]);
    given([registered])
      .when({ type: 'RecordDataExportDownload', userId: 'u1', actorId: 'u1', exportId: 'x1' })
      .then([{ type: 'PersonalDataExportDownloaded', data: { userId: 'u1', exportId: 'x1' } }]);
    for (const type of ['RequestDataExport', 'RecordDataExportDownload'] as const)
      given([registered]).when({ type, userId: 'u1', actorId: 'u2', exportId: 'x1' }).thenError('not_data_owner');
  });

  it('refuses an erased account (nothing is built or served for a forgotten person)', () => {
    const forgotten: UserEvent = { type: 'UserForgotten', data: { userId: 'u1' } };
    given([registered, forgotten])
      .when({ type: 'RequestDataExport', userId: 'u1', actorId: 'u1', exportId: 'x1' })
      .thenError('user_forgotten');
    given([registered, forgotten])
      .when({ type: 'RecordDataExportReady', userId: 'u1', ...ready })
      .thenError('user_forgotten');
  });
});

describe('ChoosePreferredLanguage', () => {
  it('records the language the person chooses for their mails, and nothing when it is already theirs', () => {
    const chosen: UserEvent = { type: 'PreferredLanguageChosen', data: { userId: 'u1', language: 'ar' } };
    given([registered])
      .when({ type: 'ChoosePreferredLanguage', userId: 'u1', actorId: 'u1', language: 'ar' })
      .then([chosen]);
    given([registered, chosen])
      .when({ type: 'ChoosePreferredLanguage', userId: 'u1', actorId: 'u1', language: 'ar' })
      .then([]);
    given([registered, chosen])
      .when({ type: 'ChoosePreferredLanguage', userId: 'u1', actorId: 'u1', language: 'en' })
      .then([{ type: 'PreferredLanguageChosen', data: { userId: 'u1', language: 'en' } }]);
  });

  it('refuses a language other than English or Arabic, someone else choosing it, and an erased account', () => {
    given([registered])
      .when({ type: 'ChoosePreferredLanguage', userId: 'u1', actorId: 'u1', language: 'fr' })
      .thenError('validation_failed', 'language');
    given([registered])
      .when({ type: 'ChoosePreferredLanguage', userId: 'u1', actorId: 'admin', language: 'ar' })
      .thenError('not_account_owner');
    given([registered, { type: 'UserForgotten', data: { userId: 'u1' } }])
      .when({ type: 'ChoosePreferredLanguage', userId: 'u1', actorId: 'u1', language: 'ar' })
      .thenError('user_forgotten');
  });
});

describe('art preferences and privacy settings', () => {
  const preferences = {
    categories: ['calligraphy', 'painting'],
    media: ['Ink on paper'],
    styles: ['contemporary'],
    priceMinSar: 1000,
    priceMaxSar: 20000,
    cities: ['Riyadh', 'AlUla'],
  };
  const set: UserEvent = { type: 'ArtPreferencesSet', data: { userId: 'u1', ...preferences } };

  it('states the art preferences whole, once per change, repeated entries once', () => {
    given([registered])
      .when({
        type: 'SetArtPreferences',
        userId: 'u1',
        actorId: 'u1',
        preferences: { ...preferences, cities: ['Riyadh', 'AlUla', 'Riyadh'] },
      })
      .then([set]);
    given([registered, set]).when({ type: 'SetArtPreferences', userId: 'u1', actorId: 'u1', preferences }).then([]);
  });

  it('refuses a price range upside down (naming priceMaxSar), someone else, and an erased account', () => {
    given([registered])
      .when({
        type: 'SetArtPreferences',
        userId: 'u1',
        actorId: 'u1',
        preferences: { ...preferences, priceMinSar: 5000, priceMaxSar: 100 },
      })
      .thenError('validation_failed', 'priceMaxSar');
    given([registered])
      .when({ type: 'SetArtPreferences', userId: 'u1', actorId: 'admin', preferences })
      .thenError('not_account_owner');
    given([registered])
      .when({ type: 'ChangePrivacySettings', userId: 'u1', actorId: 'admin', settings: { countMyViews: false } })
      .thenError('not_account_owner');
    given([registered, { type: 'UserForgotten', data: { userId: 'u1' } }])
      .when({ type: 'ChangePrivacySettings', userId: 'u1', actorId: 'u1', settings: { countMyViews: false } })
      .thenError('user_forgotten');
  });

  it('changes the privacy settings named, stating them all, and nothing when they already hold', () => {
    const changed: UserEvent = {
      type: 'PrivacySettingsChanged',
      data: {
        userId: 'u1',
        showCollection: true,
        showInFollowers: true,
        allowArtistMessages: true,
        countMyViews: false,
      },
    };
    given([registered])
      .when({
        type: 'ChangePrivacySettings',
        userId: 'u1',
        actorId: 'u1',
        settings: { showCollection: true, countMyViews: false },
      })
      .then([changed]);
    given([registered, changed])
      .when({ type: 'ChangePrivacySettings', userId: 'u1', actorId: 'u1', settings: { countMyViews: false } })
      .then([]);
    // The defaults hold before any change: asking for them records nothing.
    given([registered])
      .when({ type: 'ChangePrivacySettings', userId: 'u1', actorId: 'u1', settings: { showInFollowers: true } })
      .then([]);
  });
});

describe('e-mail notifications', () => {
  const chose = (kinds: Partial<Record<string, boolean>>): UserEvent => ({
    type: 'EmailNotificationsChosen',
    data: { userId: 'u1', ...ALL_EMAIL_NOTIFICATIONS, ...kinds },
  });

  it('states every kind when one changes, keeps those left out, and records nothing when they already hold', () => {
    const off = chose({ auctions: false, messages: false });
    given([registered])
      .when({
        type: 'ChooseEmailNotifications',
        userId: 'u1',
        actorId: 'u1',
        kinds: { auctions: false, messages: false },
      })
      .then([off]);
    given([registered, off])
      .when({ type: 'ChooseEmailNotifications', userId: 'u1', actorId: 'u1', kinds: { inquiries: false } })
      .then([chose({ auctions: false, messages: false, inquiries: false })]);
    given([registered, off])
      .when({ type: 'ChooseEmailNotifications', userId: 'u1', actorId: 'u1', kinds: { messages: false } })
      .then([]);
    // Every kind comes before any choice: asking for that records nothing.
    given([registered])
      .when({ type: 'ChooseEmailNotifications', userId: 'u1', actorId: 'u1', kinds: { orders: true } })
      .then([]);
  });

  it('refuses someone else and an erased account', () => {
    given([registered])
      .when({ type: 'ChooseEmailNotifications', userId: 'u1', actorId: 'admin', kinds: { orders: false } })
      .thenError('not_account_owner');
    given([registered, { type: 'UserForgotten', data: { userId: 'u1' } }])
      .when({ type: 'ChooseEmailNotifications', userId: 'u1', actorId: 'u1', kinds: { orders: false } })
      .thenError('user_forgotten');
  });

  it('tells a sender whether the person receives a kind: every kind until they chose', () => {
    expect(receivesMail(null, 'auctions')).toBe(true);
    expect(receivesMail({}, 'auctions')).toBe(true);
    const { userId: _u, ...kinds } = chose({ auctions: false }).data as Record<string, unknown>;
    expect(receivesMail({ emailNotifications: kinds as never }, 'auctions')).toBe(false);
    expect(receivesMail({ emailNotifications: kinds as never }, 'orders')).toBe(true);
  });
});
