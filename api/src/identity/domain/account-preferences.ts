/**
 * A person's art preferences (what they like to see: categories, media, styles, a price range in SAR, favourite
 * cities) and privacy settings (what others may see of them and whether their visits count), each stated whole by
 * its event on the person's `user-<id>` stream, and the kinds of optional mail they receive (email-notifications.ts). Only the person sets them; setting what is already set records
 * nothing.
 */
import { fieldProblem, forbidden, validationError } from '../../platform/errors/domain-errors.js';
import type { UserCommand } from './user.commands.js';
import type { ArtPreferences, PrivacySettings, UserEvent } from './user.events.js';
import type { UserState } from './user.state.js';
import { ALL_EMAIL_NOTIFICATIONS } from './email-notifications.js';

type Registered = Extract<UserState, { status: 'registered' }>;
type PreferenceCommand = Extract<
  UserCommand,
  { type: 'SetArtPreferences' | 'ChangePrivacySettings' | 'ChooseEmailNotifications' }
>;

/** Before any choice: nothing preferred. */
export const NO_ART_PREFERENCES: ArtPreferences = {
  categories: [],
  media: [],
  styles: [],
  priceMinSar: null,
  priceMaxSar: null,
  cities: [],
};

/** Before any choice: the collection is private, everything else as a marketplace account expects it. */
export const DEFAULT_PRIVACY: PrivacySettings = {
  showCollection: false,
  showInFollowers: true,
  allowArtistMessages: true,
  countMyViews: true,
};

export function decidePreferences(state: Registered, command: PreferenceCommand): UserEvent[] {
  const userId = state.userId;
  if (command.actorId !== userId)
    throw forbidden(
      'Only the person may change their preferences.',
      'لا يغيّر التفضيلات إلا صاحب الحساب.',
      'not_account_owner',
    );
  if (command.type === 'SetArtPreferences') {
    const next = { ...NO_ART_PREFERENCES, ...command.preferences };
    const { priceMinSar: min, priceMaxSar: max } = next;
    if (min !== null && max !== null && min > max) {
      throw validationError([
        fieldProblem(
          'priceMaxSar',
          'price_range',
          'The highest price (priceMaxSar) must not be below the lowest (priceMinSar).',
          'يجب ألا يقل أعلى سعر (priceMaxSar) عن أدنى سعر (priceMinSar).',
        ),
      ]);
    }
    next.categories = unique(next.categories);
    next.media = unique(next.media);
    next.styles = unique(next.styles);
    next.cities = unique(next.cities);
    if (same(next, state.artPreferences ?? NO_ART_PREFERENCES)) return [];
    return [{ type: 'ArtPreferencesSet', data: { userId, ...next } }];
  }
  if (command.type === 'ChooseEmailNotifications') {
    const current = { ...ALL_EMAIL_NOTIFICATIONS, ...state.emailNotifications };
    const next = { ...current, ...command.kinds };
    if (same(next, current)) return [];
    return [{ type: 'EmailNotificationsChosen', data: { userId, ...next } }];
  }
  // Settings the command leaves out keep their value; the event states them all.
  const current = state.privacy ?? DEFAULT_PRIVACY;
  const next = { ...current, ...command.settings };
  if (same(next, current)) return [];
  return [{ type: 'PrivacySettingsChanged', data: { userId, ...next } }];
}

const unique = (values: string[]) => [...new Set(values)];
/** Field by field (a stored event's keys may come back in another order), lists in their order. */
const same = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
