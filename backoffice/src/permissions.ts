/**
 * Who may do what in the back-office. The server enforces the same rules (and answers 403); this only hides
 * what a role may not do. Anything not listed is refused.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Action =
    | 'list'
    | 'show'
    | 'export'
    | 'verify'
    | 'suspend'
    | 'activate'
    | 'changeRole'
    | 'retry';

const everyone: readonly StaffRole[] = STAFF_ROLES;
const adminOnly: readonly StaffRole[] = ['admin'];
const moderators: readonly StaffRole[] = ['admin', 'moderator'];

/** resource → action → roles allowed. `streams` is the audit explorer, `dashboard` the overview. */
const RULES: Record<string, Partial<Record<Action, readonly StaffRole[]>>> = {
    dashboard: { list: everyone },
    users: {
        list: everyone,
        show: everyone,
        export: everyone,
        verify: moderators,
        suspend: moderators,
        activate: moderators,
        changeRole: adminOnly,
    },
    streams: { list: everyone, show: everyone, export: everyone },
    mail: { list: adminOnly, show: adminOnly },
    jobs: { list: adminOnly, show: adminOnly, retry: adminOnly },
};

export const isStaff = (roles: readonly string[] | undefined): boolean =>
    (roles ?? []).some(role => (STAFF_ROLES as readonly string[]).includes(role));

export const canAccess = (
    roles: readonly string[] | undefined,
    resource: string,
    action: string,
): boolean => {
    const allowed = RULES[resource]?.[action as Action];
    return !!allowed && (roles ?? []).some(role => (allowed as readonly string[]).includes(role));
};
