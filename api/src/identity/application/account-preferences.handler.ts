/** The person sets their art preferences and privacy settings (`ArtPreferencesSet`, `PrivacySettingsChanged`). */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import { NO_ART_PREFERENCES } from '../domain/account-preferences.js';
import type { ArtPreferences, PrivacySettings } from '../domain/user.events.js';
import { UserStream } from './user-stream.js';
import { preferencesOf } from './user-queries.js';

type Preferences = { artPreferences: ArtPreferences; privacy: PrivacySettings };

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

/** Both answer the person's preferences as their stream now states them. */
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

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
