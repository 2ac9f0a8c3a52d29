/** The person sets their art preferences, privacy settings and mail kinds (`ArtPreferencesSet`,
 * `PrivacySettingsChanged`, `EmailNotificationsChosen`). */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import { NO_ART_PREFERENCES } from '../domain/account-preferences.js';
import type { ArtPreferences, PrivacySettings } from '../domain/user.events.js';
import { UserStream } from './user-stream.js';
import { preferencesOf } from './user-queries.js';
import type { EmailNotifications } from '../domain/email-notifications.js';

type Preferences = ReturnType<typeof preferencesOf>;

export class SetArtPreferencesCommand extends Command<Preferences> {
  constructor(
    readonly userId: string,
    readonly preferences: Partial<ArtPreferences>,
  ) {
    super();
  }
}

export class ChangePrivacySettingsCommand extends Command<Preferences> {
  constructor(
    readonly userId: string,
    readonly settings: Partial<PrivacySettings>,
  ) {
    super();
  }
}

export class ChooseEmailNotificationsCommand extends Command<EmailNotifications> {
  constructor(
    readonly userId: string,
    readonly kinds: Partial<EmailNotifications>,
  ) {
    super();
  }
}

/** Each answers the person's preferences as their stream now states them. */
@CommandHandler(SetArtPreferencesCommand)
export class SetArtPreferencesHandler implements ICommandHandler<SetArtPreferencesCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ userId, preferences }: SetArtPreferencesCommand): Promise<Preferences> {
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
}

@CommandHandler(ChangePrivacySettingsCommand)
export class ChangePrivacySettingsHandler implements ICommandHandler<ChangePrivacySettingsCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ userId, settings }: ChangePrivacySettingsCommand): Promise<Preferences> {
    const { state } = await this.stream.run(
      { type: 'ChangePrivacySettings', userId, actorId: userId, settings: withoutUndefined(settings) },
      commandContext(userId),
    );
    return preferencesOf(state.status === 'registered' ? state : null);
  }
}

@CommandHandler(ChooseEmailNotificationsCommand)
export class ChooseEmailNotificationsHandler implements ICommandHandler<ChooseEmailNotificationsCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ userId, kinds }: ChooseEmailNotificationsCommand): Promise<EmailNotifications> {
    const { state } = await this.stream.run(
      { type: 'ChooseEmailNotifications', userId, actorId: userId, kinds: withoutUndefined(kinds) },
      commandContext(userId),
    );
    return preferencesOf(state.status === 'registered' ? state : null).emailNotifications;
  }
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
