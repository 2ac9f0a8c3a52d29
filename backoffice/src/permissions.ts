/**
 * Who may do what in the back-office. The server enforces the same rules (and answers 403); this only hides
 * what a role may not do. Anything not listed is refused.
 */
import { MODERATED_CATEGORIES, STAFF_ROLES, type StaffRole } from '@gulf-art/contracts';

export { STAFF_ROLES, type StaffRole };

export type Action =
  | 'list'
  | 'show'
  | 'export'
  | 'editTiers'
  | 'verify'
  | 'suspend'
  | 'activate'
  | 'changeRole'
  | 'overrideRisk'
  | 'clearRisk'
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
  | 'repair'
  // Workshops (issue 14).
  | 'checkIn'
  | 'confirmTransfer'
  // Messages from staff to a user (issue 18).
  | 'sendMessage'
  // Orders (issue 17): a refund of a paid order or payment, and a dispute's decision.
  | 'refund'
  | 'resolve';

const everyone: readonly StaffRole[] = STAFF_ROLES;
const adminOnly: readonly StaffRole[] = ['admin'];
const moderators: readonly StaffRole[] = ['admin', 'moderator'];
const auditors: readonly StaffRole[] = ['admin', 'auditor'];

/** Artists and galleries: everyone on staff reads; moderators and admins feature and unfeature. */
const profiles = { list: everyone, show: everyone, export: everyone, feature: moderators, unfeature: moderators };

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
    // Staff's risk level with a reason (moderators on non-staff accounts, as the server checks).
    overrideRisk: moderators,
    clearRisk: moderators,
    // A message from staff (issue 18): moderators write to non-staff accounts, admins to anyone.
    sendMessage: moderators,
  },
  streams: { list: everyone, show: everyone, export: everyone },
  mail: { list: adminOnly, show: adminOnly },
  'mail/outbox': { list: auditors, show: auditors },
  'mail/suppressions': { list: everyone, show: everyone, create: adminOnly },
  'mail/templates': { list: everyone, show: everyone, edit: adminOnly },
  // The newsletter (issue 18): staff read subscribers' consent and campaigns; admins compose and send.
  'newsletter/subscribers': { list: everyone, show: everyone },
  'newsletter/campaigns': { list: everyone, show: everyone, create: adminOnly },
  jobs: { list: adminOnly, show: adminOnly, retry: adminOnly },
  // The read models page (/api/admin/projections is admin-only): failures and the retry.
  projections: { list: adminOnly, retry: adminOnly },
  // Platform analytics (issue 19): every staff role reads the figures (/api/admin/analytics).
  analytics: { list: everyone },
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
  artists: profiles,
  galleries: profiles,
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
  // Shipping orders hold buyers' delivery addresses: admins and auditors read them (the server enforces it).
  'shipping-orders': { list: auditors, show: auditors },
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
  // Workshops, their registrations (attendees' personal data and payments) and events: the server serves them
  // to auditors and admins; organisers manage theirs from the storefront, and admins check attendees in and
  // confirm bank transfers through the organisers' calls.
  workshops: { list: auditors, show: auditors, export: auditors, editTiers: adminOnly },
  'workshop-registrations': {
    list: auditors,
    show: auditors,
    export: auditors,
    checkIn: adminOnly,
    confirmTransfer: adminOnly,
  },
  'art-events': { list: auditors, show: auditors, export: auditors },
  // Settings, feature toggles and announcements: everyone on staff reads; only admins change them.
  settings: { list: everyone, show: everyone, edit: adminOnly },
  'feature-toggles': { list: everyone, show: everyone, edit: adminOnly },
  announcements: { list: everyone, show: everyone, create: adminOnly, edit: adminOnly, withdraw: adminOnly },
  content: { list: everyone, show: everyone, edit: adminOnly },
  landing: { list: everyone, show: everyone, edit: adminOnly },
  // Storefront texts: staff read the shipped texts and overrides; only admins override and revert.
  translations: { list: everyone, show: everyone, edit: adminOnly },
  // Commissions: staff read requests and reported messages; moderators and admins hide a message, and hide or
  // restore a request or a bid.
  commissions: { list: everyone, show: everyone, hide: moderators },
  'commission-messages': { list: everyone, show: everyone, hide: moderators },
  // Orders, offers, the payments ledger (orders' and workshops') and payouts: every staff role reads them, as the
  // server serves them; only admins refund a paid order or a ledger row.
  orders: { list: everyone, show: everyone, refund: adminOnly },
  offers: { list: everyone, show: everyone },
  payments: { list: everyone, refund: adminOnly },
  payouts: { list: everyone },
  // Disputes: staff read them; moderators and admins decide (a refund or a rejection, with a reason).
  disputes: { list: everyone, show: everyone, resolve: moderators },
};

export const isStaff = (roles: readonly string[] | undefined): boolean =>
  (roles ?? []).some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/**
 * Why a staff member may not run a user command on this account although the role allows the command,
 * as the server decides it (api: identity/domain/staff-authority.ts and the user decider): nobody acts on
 * their own account here (the server refuses suspending or demoting oneself), and a staff account
 * (admin, moderator, auditor) is acted on by admins only. The last active admin is protected by the server
 * too; the list cannot tell how many admins are active, so that refusal comes back as the server's text.
 */
export type AccountRefusal = 'self' | 'staffAdminOnly';

export const accountRefusal = (
  viewer: { roles: readonly string[] | undefined; id: string | number | undefined },
  target: { id: string | number; roles?: readonly string[] },
): AccountRefusal | undefined => {
  if (viewer.id !== undefined && String(viewer.id) === String(target.id)) return 'self';
  if (!(viewer.roles ?? []).includes('admin') && isStaff(target.roles)) return 'staffAdminOnly';
  return undefined;
};

export const canAccess = (roles: readonly string[] | undefined, resource: string, action: string): boolean => {
  const allowed = RULES[resource]?.[action as Action];
  return !!allowed && (roles ?? []).some((role) => (allowed as readonly string[]).includes(role));
};

/** The stream categories moderators read in the audit explorer (admins and auditors read every one). */
export const MODERATED_STREAM_PREFIXES = MODERATED_CATEGORIES.map((category) => `${category}-`);

/** Whether the audit explorer may list every stream, or only the moderated categories, for these roles. */
export const readsEveryStream = (roles: readonly string[] | undefined): boolean =>
  (roles ?? []).some((role) => role === 'admin' || role === 'auditor');
