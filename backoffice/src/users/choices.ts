import { LIFECYCLE_STAGES, RISK_LEVELS, ROLES, USER_STATUSES } from '../types';

/** Filter and dialog choices: ids are the API's values, names translation keys (react-admin translates). */
const choicesOf = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `${group}.${id}` }));

/** Roles are named as both front ends name them (the contract's vocabularies); the rest as the users screens do. */
export const roleChoices = choicesOf(ROLES, 'vocabularies.roles');
export const statusChoices = choicesOf(USER_STATUSES, 'resources.users.status');
export const riskLevelChoices = choicesOf(RISK_LEVELS, 'resources.users.riskLevel');
export const lifecycleStageChoices = choicesOf(LIFECYCLE_STAGES, 'resources.users.lifecycleStage');
