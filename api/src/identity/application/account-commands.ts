/**
 * What a person does to their own account, each a command on their `user-<id>` stream that waits (briefly) for the
 * `users` read model, so a client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { commandContext } from '../../platform/commands/command-context.js';
import { nameBasedId } from '../../platform/ids/name-based-id.js';
import { NO_ART_PREFERENCES } from '../domain/account-preferences.js';
import type { EmailNotifications } from '../domain/email-notifications.js';
import type { UserCommand } from '../domain/user.commands.js';
import type { ArtPreferences, Language, PrivacySettings, ProfileFields } from '../domain/user.events.js';
import { publicStatus } from '../domain/user.state.js';
import { UserQueries, preferencesOf, type ProfileView } from './user-queries.js';
import { UserStream } from './user-stream.js';

export interface SignInClaims {
  issuerKey: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** The language the sign-in was started in; a first sign-in records it as the person's choice. */
  language?: 'en' | 'ar';
}

export interface SignInResult {
  userId: string;
  roles: string[];
  status: ReturnType<typeof publicStatus>;
  setupComplete: boolean;
  firstSignIn: boolean;
}

export type DataExportStep = Extract<
  UserCommand,
  { type: 'RequestDataExport' | 'RecordDataExportReady' | 'RecordDataExportDownload' }
>;

type Preferences = ReturnType<typeof preferencesOf>;

/** A stable UUID-shaped id from the identity provider and subject (name-based, like UUIDv5). */
export function userIdFor(issuerKey: string, subject: string): string {
  return nameBasedId(`${issuerKey}|${subject}`, 'sha256');
}

@Injectable()
export class AccountCommands {
  constructor(
    private readonly stream: UserStream,
    private readonly queries: UserQueries,
  ) {}

  /**
   * A successful OIDC callback: the first sign-in of a subject registers the user (once, even when two
   * callbacks race: the user id is derived from the issuer and subject, so both target one stream); every
   * sign-in is recorded for "last active". `recordSignIn: false` registers without recording a sign-in (the
   * demo seeder).
   */
  async signIn(claims: SignInClaims, recordSignIn = true): Promise<SignInResult> {
    const userId = userIdFor(claims.issuerKey, claims.subject);
    const context = commandContext(userId);
    const registered = await this.stream.run(
      {
        type: 'RegisterUser',
        userId,
        issuer: claims.issuerKey,
        subject: claims.subject,
        email: claims.email,
        emailVerified: claims.emailVerified,
        firstName: claims.givenName ?? null,
        lastName: claims.familyName ?? null,
        ...(claims.language ? { language: claims.language } : {}),
      },
      context,
    );
    const { state } = recordSignIn ? await this.stream.run({ type: 'RecordSignIn', userId }, context) : registered;
    return {
      userId,
      roles: state.status === 'registered' ? state.roles : [],
      status: publicStatus(state),
      setupComplete: state.status === 'registered' && state.setupComplete,
      firstSignIn: registered.events.length > 0,
    };
  }

  async updateProfile(userId: string, profile: Partial<ProfileFields>): Promise<ProfileView> {
    await this.stream.run({ type: 'UpdateProfile', userId, actorId: userId, profile }, commandContext(userId));
    return this.queries.profileView(userId);
  }

  async chooseRoles(userId: string, roles: string[]): Promise<{ setupComplete: boolean; roles: string[] }> {
    const { state } = await this.stream.run(
      { type: 'ChooseRoles', userId, actorId: userId, roles },
      commandContext(userId),
    );
    if (state.status !== 'registered') return { setupComplete: false, roles: [] };
    return { setupComplete: state.setupComplete, roles: state.roles };
  }

  /** The person chooses the language their mails come in (`PreferredLanguageChosen` on their `user-<id>` stream). */
  async choosePreferredLanguage(userId: string, language: string): Promise<{ language: Language }> {
    await this.stream.run(
      { type: 'ChoosePreferredLanguage', userId, actorId: userId, language },
      commandContext(userId),
    );
    return { language: language as Language };
  }

  /**
   * The person sets their art preferences, privacy settings and mail kinds (`ArtPreferencesSet`,
   * `PrivacySettingsChanged`, `EmailNotificationsChosen`). Each answers the person's preferences as their stream
   * now states them.
   */
  async setArtPreferences(userId: string, preferences: Partial<ArtPreferences>): Promise<Preferences> {
    const { state } = await this.stream.run(
      {
        type: 'SetArtPreferences',
        userId,
        actorId: userId,
        preferences: { ...NO_ART_PREFERENCES, ...withoutUndefined(preferences) },
      },
      commandContext(userId),
    );
    return preferencesOf(state.status === 'registered' ? state : null);
  }

  async changePrivacySettings(userId: string, settings: Partial<PrivacySettings>): Promise<Preferences> {
    const { state } = await this.stream.run(
      { type: 'ChangePrivacySettings', userId, actorId: userId, settings: withoutUndefined(settings) },
      commandContext(userId),
    );
    return preferencesOf(state.status === 'registered' ? state : null);
  }

  async chooseEmailNotifications(userId: string, kinds: Partial<EmailNotifications>): Promise<EmailNotifications> {
    const { state } = await this.stream.run(
      { type: 'ChooseEmailNotifications', userId, actorId: userId, kinds: withoutUndefined(kinds) },
      commandContext(userId),
    );
    return preferencesOf(state.status === 'registered' ? state : null).emailNotifications;
  }

  /** Records on the person's stream each step of their access right (asked, ready, downloaded): the archive itself
   * is assembled by the admin context from each context's public surface. */
  async recordDataExport(step: DataExportStep, now = new Date()): Promise<void> {
    const actor = 'actorId' in step ? step.actorId : null;
    await this.stream.run(step, commandContext(actor, now));
  }
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
