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
  | 'retry'
  // Catalog and community commands (issue 4).
  | 'create'
  | 'edit'
  | 'feature'
  | 'unfeature'
  | 'withdraw'
  | 'hide'
  | 'restore'
  // Auctions (issue 5) and e-invoicing (issue 6).
  | 'cancel'
  | 'retract'
  | 'creditNote'
  | 'repair';

const everyone: readonly StaffRole[] = STAFF_ROLES;
const adminOnly: readonly StaffRole[] = ['admin'];
const moderators: readonly StaffRole[] = ['admin', 'moderator'];
const auditors: readonly StaffRole[] = ['admin', 'auditor'];

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
  // The read models page (/api/admin/projections is admin-only): failures and the retry.
  projections: { list: adminOnly, retry: adminOnly },
  // Catalog and community (issue 4): everyone on staff reads; moderators and admins feature, withdraw,
  // hide, restore and curate; auditors only read.
  artworks: {
    list: everyone,
    show: everyone,
    export: everyone,
    feature: moderators,
    unfeature: moderators,
    withdraw: moderators,
  },
  artists: { list: everyone, show: everyone, export: everyone, feature: moderators, unfeature: moderators },
  galleries: { list: everyone, show: everyone, export: everyone, feature: moderators, unfeature: moderators },
  collections: {
    list: everyone,
    show: everyone,
    export: everyone,
    create: moderators,
    edit: moderators,
    feature: moderators,
    unfeature: moderators,
  },
  comments: { list: everyone, show: everyone, export: everyone, hide: moderators, restore: moderators },
  discussions: { list: everyone, show: everyone, export: everyone, hide: moderators, restore: moderators },
  // Inquiries hold the askers' messages: the server serves them to moderators and admins only.
  inquiries: { list: moderators, show: moderators, export: moderators },
  // KYC: staff read the queue; moderators and admins decide (`verify`), the server enforcing four eyes.
  kyc: { list: everyone, show: everyone, verify: moderators },
  // Auctions: everyone on staff reads and replays; only admins schedule, cancel and retract bids.
  auctions: {
    list: everyone,
    show: everyone,
    export: everyone,
    create: adminOnly,
    cancel: adminOnly,
    retract: adminOnly,
  },
  // Invoices: auditors and admins read and audit chains (the server refuses moderators); only admins retry,
  // credit and repair.
  invoices: {
    list: auditors,
    show: auditors,
    export: auditors,
    retry: adminOnly,
    creditNote: adminOnly,
    repair: adminOnly,
  },
};

export const isStaff = (roles: readonly string[] | undefined): boolean =>
  (roles ?? []).some((role) => (STAFF_ROLES as readonly string[]).includes(role));

export const canAccess = (roles: readonly string[] | undefined, resource: string, action: string): boolean => {
  const allowed = RULES[resource]?.[action as Action];
  return !!allowed && (roles ?? []).some((role) => (allowed as readonly string[]).includes(role));
};

/** The stream categories moderators read in the audit explorer (admins and auditors read every one). */
export const MODERATED_STREAM_PREFIXES = ['artwork-', 'image-', 'comment-', 'discussion-', 'inquiry-', 'user-'];

/** Whether the audit explorer may list every stream, or only the moderated categories, for these roles. */
export const readsEveryStream = (roles: readonly string[] | undefined): boolean =>
  (roles ?? []).some((role) => role === 'admin' || role === 'auditor');
