/**
 * The platform's settings (`settings-platform`): an admin changes some of them with a reason, against the
 * revision they read, so two admins editing at once cannot silently undo each other (the second is told to
 * reload). Until the first change the values are the installation's defaults, given with the command (they
 * come from the environment, which the decider does not read).
 */
import type { Decider } from '../../platform/commands/decider.js';
import { DomainError, validationError } from '../../platform/errors/domain-errors.js';
import type { PlatformSettings, SettingKey, SettingsEvent } from './settings.events.js';
import { checkReason, checkSettings, SETTING_KEYS } from './settings-rules.js';

export interface PlatformSettingsState {
  /** The stream's last revision (-1 before the first change). */
  revision: number;
  values: PlatformSettings | null;
}

export interface ChangePlatformSettings {
  type: 'ChangePlatformSettings';
  changes: Partial<Record<SettingKey, unknown>>;
  reason: string;
  /** The revision the admin's form was read at. */
  expectedRevision: number;
  defaults: PlatformSettings;
}

type SettingsChanged = Extract<SettingsEvent, { type: 'PlatformSettingsChanged' }>;

export const staleRevision = (expected: number, actual: number) =>
  new DomainError(
    'concurrency',
    'changed_meanwhile',
    `Someone changed this since you opened it (revision ${actual}, yours ${expected}). Reload and apply your change again.`,
    `عدّل شخص آخر هذا منذ فتحته (المراجعة ${actual}، ومراجعتك ${expected}). أعد التحميل وطبّق تعديلك مرة أخرى.`,
  );

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const platformSettingsDecider: Decider<PlatformSettingsState, ChangePlatformSettings, SettingsChanged> = {
  category: 'settings',
  initialState: () => ({ revision: -1, values: null }),
  evolve: (state, event) => ({ revision: state.revision + 1, values: event.data.values }),
  decide(command, state) {
    if (command.expectedRevision !== state.revision) throw staleRevision(command.expectedRevision, state.revision);
    const current = state.values ?? command.defaults;
    const merged: Record<string, unknown> = { ...current, ...command.changes };
    const problems = checkSettings(merged);
    const reason = checkReason(command.reason);
    if (reason) problems.push(reason);
    if (problems.length > 0) throw validationError(problems);
    const changed = SETTING_KEYS.filter((key) => !same(merged[key], current[key]));
    if (changed.length === 0) return [];
    const values = Object.fromEntries(
      SETTING_KEYS.map((key) => [key, typeof merged[key] === 'string' ? (merged[key] as string).trim() : merged[key]]),
    ) as unknown as PlatformSettings;
    const previous = Object.fromEntries(changed.map((key) => [key, current[key]])) as Partial<PlatformSettings>;
    return [{ type: 'PlatformSettingsChanged', data: { values, changed, previous, reason: command.reason.trim() } }];
  },
};
