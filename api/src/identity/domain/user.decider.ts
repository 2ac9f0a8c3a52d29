import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import type { UserCommand } from './user.commands.js';
import { LANGUAGES, type Language, type UserEvent } from './user.events.js';
import type { UserState } from './user.state.js';
import { isRole, isStaffRole, roleNames, type Role } from './roles.js';
import { requireAuthorityOver, requireNotLastAdmin } from './staff-authority.js';
import { decideRiskOverride, evolveRiskOverride } from './risk-override.js';
import { decidePreferences } from './account-preferences.js';

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  category: 'user',
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'none') return []; // a repeated first sign-in registers once
    const { type: _t, language, ...data } = command;
    if (!isLanguage(language)) return [{ type: 'UserRegistered', data }];
    // The sign-up's language is the person's first choice: recorded with the account, in the same append.
    return [
      { type: 'UserRegistered', data: { ...data, language } },
      { type: 'PreferredLanguageChosen', data: { userId: data.userId, language } },
    ];
  }
  if (state.status === 'none') throw notFound('User', 'المستخدم');
  if (state.status === 'forgotten') {
    if (command.type === 'ForgetUser') return [];
    throw illegalState(
      'user_forgotten',
      "This account was erased at its owner's request.",
      'تم محو هذا الحساب بناءً على طلب صاحبه.',
    );
  }
  const userId = state.userId;
  switch (command.type) {
    case 'RecordSignIn':
      return [{ type: 'UserSignedIn', data: { userId } }];
    case 'UpdateProfile': {
      // Fields the command leaves out keep their value; the event states the whole new profile.
      const next = { ...state.profile, ...command.profile };
      const unchanged = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === state.profile[k]);
      return unchanged ? [] : [{ type: 'ProfileUpdated', data: { userId, ...next } }];
    }
    case 'ChooseRoles':
      return chooseRoles(state, command.roles);
    case 'ChangeRoles': {
      requireAuthorityOver(state, command.actor);
      const roles = unique(checkedRoles(command.roles));
      if (command.actor.id === userId && state.roles.includes('admin') && !roles.includes('admin')) {
        throw forbidden(
          'You cannot remove your own administrator role.',
          'لا يمكنك إزالة دور المسؤول عن نفسك.',
          'cannot_demote_self',
        );
      }
      if (sameSet(roles, state.roles)) return [];
      requireNotLastAdmin(state, command.otherActiveAdmins, roles);
      return [{ type: 'RolesChanged', data: { userId, roles, previousRoles: state.roles } }];
    }
    case 'VerifyUser':
      // Verification is a KYC decision on the person's `kyc-<userId>` stream (one way to become verified); the
      // user's stream only checks here that the actor has authority over the account. `UserVerified` events of
      // older logs still fold.
      requireAuthorityOver(state, command.actor);
      return [];
    case 'SuspendUser':
      if (command.actor.id === userId)
        throw forbidden('You cannot suspend yourself.', 'لا يمكنك تعليق حسابك.', 'cannot_suspend_self');
      requireAuthorityOver(state, command.actor);
      if (state.suspended) return [];
      requireNotLastAdmin(state, command.otherActiveAdmins);
      return [{ type: 'UserSuspended', data: { userId, reason: command.reason } }];
    case 'ActivateUser':
      requireAuthorityOver(state, command.actor);
      return state.suspended ? [{ type: 'UserActivated', data: { userId } }] : [];
    case 'OverrideRiskLevel':
    case 'ClearRiskOverride':
      return decideRiskOverride(state, command);
    case 'RequestDataExport':
    case 'RecordDataExportDownload':
      if (command.actorId !== userId)
        throw forbidden('Only the person may download their data.', 'لا ينزّل البيانات إلا صاحبها.', 'not_data_owner');
      return command.type === 'RequestDataExport'
        ? [{ type: 'PersonalDataExportRequested', data: { userId, exportId: command.exportId } }]
        : [{ type: 'PersonalDataExportDownloaded', data: { userId, exportId: command.exportId } }];
    case 'RecordDataExportReady': {
      const { type: _t, ...data } = command;
      return [{ type: 'PersonalDataExportReady', data }];
    }
    case 'ChoosePreferredLanguage':
      return choosePreferredLanguage(state, command.actorId, command.language);
    case 'SetArtPreferences':
    case 'ChangePrivacySettings':
    case 'ChooseEmailNotifications':
      return decidePreferences(state, command);
    case 'ForgetUser':
      // Anyone may erase their own account (the law's right), except the last active admin.
      if (command.actor.id !== userId) requireAuthorityOver(state, command.actor);
      requireNotLastAdmin(state, command.otherActiveAdmins);
      return [{ type: 'UserForgotten', data: { userId } }];
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const d = event.data;
    return {
      status: 'registered',
      userId: d.userId,
      email: d.email,
      emailVerified: d.emailVerified,
      profile: { firstName: d.firstName, lastName: d.lastName, phone: null, location: null, bio: null },
      roles: [],
      revokedRoles: [],
      setupComplete: false,
      verified: false,
      suspended: false,
    };
  }
  if (event.type === 'UserForgotten') return { status: 'forgotten', userId: event.data.userId };
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'ProfileUpdated': {
      const { userId: _u, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'RolesChosen':
      return { ...state, roles: event.data.roles, setupComplete: true };
    case 'RolesChanged': {
      // An admin's grant also completes set-up once the user holds any role; what it removed stays removed.
      const { roles, previousRoles } = event.data;
      const removed = previousRoles.filter((r) => !roles.includes(r));
      const revokedRoles = unique([...state.revokedRoles, ...removed]).filter((r) => !roles.includes(r));
      return { ...state, roles, revokedRoles, setupComplete: state.setupComplete || roles.length > 0 };
    }
    case 'UserVerified':
      return { ...state, verified: true };
    case 'UserSuspended':
      return { ...state, suspended: true };
    case 'UserActivated':
      return { ...state, suspended: false };
    case 'RiskLevelOverridden':
    case 'RiskOverrideCleared':
      return evolveRiskOverride(state, event);
    case 'PreferredLanguageChosen':
      return { ...state, language: event.data.language };
    case 'ArtPreferencesSet': {
      const { userId: _u, ...artPreferences } = event.data;
      return { ...state, artPreferences };
    }
    case 'PrivacySettingsChanged': {
      const { userId: _u, ...privacy } = event.data;
      return { ...state, privacy };
    }
    case 'EmailNotificationsChosen': {
      const { userId: _u, ...emailNotifications } = event.data;
      return { ...state, emailNotifications };
    }
    default:
      return state;
  }
}

/**
 * Role selection only adds non-staff roles to what the account holds. Staff accounts get their roles from an
 * admin, and a role an admin removed cannot be chosen again.
 */
function chooseRoles(state: Extract<UserState, { status: 'registered' }>, chosen: string[]): UserEvent[] {
  const roles = checkedRoles(chosen);
  if (roles.some(isStaffRole)) {
    throw validationError([
      fieldProblem(
        'roles',
        'staff_role',
        'Staff roles are granted by an administrator.',
        'أدوار الموظفين يمنحها المسؤول فقط.',
      ),
    ]);
  }
  if (state.roles.some(isStaffRole)) {
    throw forbidden(
      'A staff account gets its roles from an administrator.',
      'حساب الموظف يحصل على أدواره من المسؤول.',
      'staff_account',
    );
  }
  const revoked = roles.filter((r) => state.revokedRoles.includes(r));
  if (revoked.length > 0) {
    throw forbidden(
      `An administrator removed this role from your account: ${roleNames(revoked, 'en')}.`,
      `أزال المسؤول هذا الدور من حسابك: ${roleNames(revoked, 'ar')}.`,
      'role_revoked',
    );
  }
  const next = unique([...state.roles, ...roles]);
  if (state.setupComplete && sameSet(next, state.roles)) return [];
  return [{ type: 'RolesChosen', data: { userId: state.userId, roles: next } }];
}

/** Only the person chooses their language; choosing the one already chosen records nothing. */
function choosePreferredLanguage(
  state: Extract<UserState, { status: 'registered' }>,
  actorId: string,
  language: string,
): UserEvent[] {
  if (actorId !== state.userId)
    throw forbidden(
      'Only the person may choose their language.',
      'لا يختار اللغة إلا صاحب الحساب.',
      'not_account_owner',
    );
  if (!isLanguage(language)) {
    throw validationError([
      fieldProblem(
        'language',
        'invalid_language',
        'language must be English (en) or Arabic (ar).',
        'يجب أن تكون اللغة (language) الإنجليزية (en) أو العربية (ar).',
      ),
    ]);
  }
  if (state.language === language) return [];
  return [{ type: 'PreferredLanguageChosen', data: { userId: state.userId, language } }];
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

function checkedRoles(values: string[]): Role[] {
  const bad = values.filter((v) => !isRole(v));
  if (values.length === 0 || bad.length > 0) {
    throw validationError([
      {
        field: 'roles',
        code: 'invalid_role',
        message: values.length === 0 ? 'Choose at least one role.' : `Unknown role: ${bad.join(', ')}.`,
        messageAr: values.length === 0 ? 'اختر دورًا واحدًا على الأقل.' : `دور غير معروف: ${bad.join('، ')}.`,
      },
    ]);
  }
  return values as Role[];
}

const unique = <T>(values: T[]) => [...new Set(values)];
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
