/**
 * A named feature's switch (`featureToggle-<name>`): on or off, and for whom (everyone, staff only, or a stable
 * share of signed-in people). An admin changes it with a reason; a form read at an older revision is refused.
 * Until the first change a feature is on for everyone.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { AUDIENCES, FEATURES, type Feature, type SettingsEvent, type ToggleSetting } from './settings.events.js';
import { checkReason } from './settings-rules.js';
import { staleRevision } from './platform-settings.decider.js';

export interface FeatureToggleState {
  revision: number;
  setting: ToggleSetting;
}

export const TOGGLE_DEFAULT: ToggleSetting = { enabled: true, audience: 'all', percentage: 100 };

export interface ChangeFeatureToggle extends ToggleSetting {
  type: 'ChangeFeatureToggle';
  name: Feature;
  reason: string;
  /** The revision the admin read; null to apply whatever the toggle holds now (a script's switch). */
  expectedRevision: number | null;
}

type ToggleChanged = Extract<SettingsEvent, { type: 'FeatureToggleChanged' }>;

function checkToggle(command: ChangeFeatureToggle): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!FEATURES.includes(command.name))
    problems.push({
      field: 'name',
      code: 'isIn',
      message: 'There is no such feature.',
      messageAr: 'لا توجد ميزة بهذا الاسم.',
    });
  if (!AUDIENCES.includes(command.audience))
    problems.push({
      field: 'audience',
      code: 'isIn',
      message: `Choose one of: ${AUDIENCES.join(', ')}.`,
      messageAr: 'اختر جمهورًا من الخيارات المتاحة.',
    });
  if (!Number.isInteger(command.percentage) || command.percentage < 0 || command.percentage > 100)
    problems.push({
      field: 'percentage',
      code: 'range',
      message: 'A whole number from 0 to 100.',
      messageAr: 'عدد صحيح من 0 إلى 100.',
    });
  const reason = checkReason(command.reason);
  if (reason) problems.push(reason);
  return problems;
}

export const featureToggleDecider: Decider<FeatureToggleState, ChangeFeatureToggle, ToggleChanged> = {
  category: 'featureToggle',
  initialState: () => ({ revision: -1, setting: TOGGLE_DEFAULT }),
  evolve: (state, { data: { enabled, audience, percentage } }) => ({
    revision: state.revision + 1,
    setting: { enabled, audience, percentage },
  }),
  decide(command, state) {
    if (command.expectedRevision !== null && command.expectedRevision !== state.revision)
      throw staleRevision(command.expectedRevision, state.revision);
    const problems = checkToggle(command);
    if (problems.length > 0) throw validationError(problems);
    const { name, enabled, audience, percentage } = command;
    const s = state.setting;
    if (s.enabled === enabled && s.audience === audience && s.percentage === percentage) return [];
    return [
      { type: 'FeatureToggleChanged', data: { name, enabled, audience, percentage, reason: command.reason.trim() } },
    ];
  },
};
