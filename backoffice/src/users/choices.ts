import { LIFECYCLE_STAGES, RISK_LEVELS, ROLES, USER_STATUSES } from '../types';

/** Filter and dialog choices: ids are the API's values, names translation keys (react-admin translates). */
const choicesOf = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `resources.users.${group}.${id}` }));

export const roleChoices = choicesOf(ROLES, 'roles');
export const statusChoices = choicesOf(USER_STATUSES, 'status');
export const riskLevelChoices = choicesOf(RISK_LEVELS, 'riskLevel');
export const lifecycleStageChoices = choicesOf(LIFECYCLE_STAGES, 'lifecycleStage');
