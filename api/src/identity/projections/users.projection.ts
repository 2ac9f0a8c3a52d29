/**
 * The `users` read model: what the profile endpoint, the guards and the back-office's user list read.
 * Personal data arrives decrypted by the codec; once a person is forgotten it arrives as null and the
 * document shows them as forgotten.
 */
import type { Projection, ProjectionContext, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { USER_EVENT_TYPES, type ArtPreferences, type PrivacySettings, type UserEvent } from '../domain/user.events.js';
import type { Role } from '../domain/roles.js';
import type { EmailNotifications } from '../domain/email-notifications.js';
import { FLAGGED_REFUSALS, RISK_LEVELS, lifecycleOf, riskOf, type AccountSignals } from '../domain/account-signals.js';

export const USERS = 'users';

/** What the back-office filters users on (the users read model's vocabularies, in the API's contract). */
export const USER_STATUSES = ['active', 'suspended', 'unverified', 'verified', 'forgotten'] as const;
export { RISK_LEVELS };
export const LIFECYCLE_STAGES = ['awareness', 'consideration', 'purchase', 'retention', 'advocacy'] as const;

export interface UserDoc extends StreamTracked {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  location: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  profileViews: number;
  roles: Role[];
  role: Role | null;
  setupComplete: boolean;
  /** `UserVerified` of older logs; verification is now the KYC tier (`kycTier` ≥ 1). */
  verified: boolean;
  /** The KYC tier the person's recorded decisions give (0 when none). */
  kycTier?: number;
  kycRevision?: number;
  /** Signals of risk and lifecycle (domain/account-signals.ts). */
  suspensions?: number;
  refusalKeys?: string[];
  purchases?: Record<string, string>;
  engaged?: boolean;
  contributed?: boolean;
  lastSignalAt?: string;
  /** Why the computed risk level is what it is (codes of account-signals.ts). */
  riskReasons?: string[];
  /** What the signals give; `riskLevel` is this unless staff overrode it. */
  computedRiskLevel?: (typeof RISK_LEVELS)[number];
  /** Staff's override (it wins over the computed level), with why, who and when; null when none. */
  riskOverride?: RiskOverride | null;
  suspended: boolean;
  status: (typeof USER_STATUSES)[number];
  riskLevel: (typeof RISK_LEVELS)[number];
  lifecycleStage: (typeof LIFECYCLE_STAGES)[number];
  stage: string;
  profileCompleteness: number;
  joinedAt: string;
  lastActiveAt: string;
  suspensionReason: string | null;
  /** The language the person chose for their mails; absent until they choose (English applies). */
  language?: 'en' | 'ar';
  /** Set by the person on /preferences; absent until then. */
  artPreferences?: ArtPreferences;
  privacy?: PrivacySettings;
  /** The kinds of optional mail the person receives; absent until they choose (every kind). */
  emailNotifications?: EmailNotifications;
  [key: string]: unknown;
}

export interface RiskOverride {
  level: (typeof RISK_LEVELS)[number];
  reason: string;
  by: string | null;
  at: string;
}

/**
 * The KYC events that move a person's tier (the KYC context records them; identity follows them by name, which
 * keeps the two contexts free of an import cycle): the `verified` status is KYC tier 1 or more.
 */
export const KYC_TIER_EVENT_TYPES = ['KycDocumentApproved', 'KycDocumentExpired', 'KycIdentityVerified'] as const;
type KycTierEvent = DomainEvent<(typeof KYC_TIER_EVENT_TYPES)[number], { userId: string; tierAfter: number }>;
const isKycTierEvent = (type: string): type is KycTierEvent['type'] =>
  (KYC_TIER_EVENT_TYPES as readonly string[]).includes(type);

/**
 * Other contexts' events that are signals of a person's risk and lifecycle (account-signals.ts), followed by name
 * for the same reason, each with where its person is named.
 */
const SIGNAL_EVENTS: Record<string, (data: Record<string, unknown>) => string | null> = {
  FavoriteAdded: (d) => String(d.userId),
  Followed: (d) => String(d.userId),
  InquirySent: (d) => String(d.askerId),
  AuctionClosed: (d) => (d.outcome === 'sold' ? String(d.winnerId) : null),
  RegistrationPlaced: (d) => String(d.userId),
  BidRejected: (d) => ((FLAGGED_REFUSALS as readonly unknown[]).includes(d.reason) ? String(d.bidderId) : null),
  CommentPosted: (d) => String(d.authorId),
  DiscussionStarted: (d) => String(d.authorId),
};
/** At most this many abusive refusals are remembered per person (the risk stops counting before). */
const REFUSALS_KEPT = 10;

export const usersProjection: Projection<UserEvent | KycTierEvent> = {
  name: 'users',
  version: 5,
  neverSkip: true,
  eventTypes: [...USER_EVENT_TYPES, ...KYC_TIER_EVENT_TYPES, ...Object.keys(SIGNAL_EVENTS)],
  collections: {
    [USERS]: {
      textFields: ['firstName', 'lastName', 'email'],
      indexes: [
        { fields: ['status'] },
        { fields: ['riskLevel'] },
        { fields: ['lifecycleStage'] },
        { fields: ['joinedAt'] },
        { fields: ['subject'] },
      ],
    },
  },
  async apply(event, ctx) {
    if (Object.hasOwn(SIGNAL_EVENTS, event.type)) return applySignal(event as StoredEvent, ctx);
    if (!isKycTierEvent(event.type)) return applyUserEvent(event as StoredEvent<UserEvent>, ctx);
    // Tracked apart from the user's own stream (the document remembers the last KYC revision it applied).
    const { data, revision } = event as StoredEvent<KycTierEvent>;
    const users = ctx.collection<UserDoc>(USERS);
    const person = await users.get(data.userId);
    if (!person || (typeof person.kycRevision === 'number' && person.kycRevision >= revision)) return;
    await users.upsert(withDerived({ ...person, kycTier: data.tierAfter, kycRevision: revision }));
  },
};

/** A signal from another context: idempotent by construction (flags, purchases keyed by stream, refusals by
 * stream and revision). */
async function applySignal(event: StoredEvent, ctx: ProjectionContext): Promise<void> {
  const data = event.data as Record<string, unknown>;
  const userId = SIGNAL_EVENTS[event.type]!(data);
  if (!userId) return;
  const users = ctx.collection<UserDoc>(USERS);
  const doc = await users.get(userId);
  if (!doc) return;
  const at = event.metadata.occurredAt;
  const next: UserDoc = { ...doc, lastSignalAt: at > (doc.lastSignalAt ?? '') ? at : doc.lastSignalAt };
  switch (event.type) {
    case 'AuctionClosed':
    case 'RegistrationPlaced':
      next.purchases = { ...(doc.purchases ?? {}), [event.streamName]: at };
      break;
    case 'BidRejected': {
      const key = `${event.streamName}:${event.revision}`;
      const keys = doc.refusalKeys ?? [];
      if (keys.includes(key) || keys.length >= REFUSALS_KEPT) return;
      next.refusalKeys = [...keys, key];
      break;
    }
    case 'CommentPosted':
    case 'DiscussionStarted':
      next.contributed = true;
      break;
    default:
      next.engaged = true;
  }
  await users.upsert(withDerived(next));
}

async function applyUserEvent(event: StoredEvent<UserEvent>, ctx: ProjectionContext): Promise<void> {
  const users = ctx.collection<UserDoc>(USERS);
  const at = event.metadata.occurredAt;
  if (event.type === 'UserRegistered') {
    if (alreadyApplied(await users.get(event.data.userId), event)) return;
    const d = event.data;
    await users.upsert(
      withDerived({
        id: d.userId,
        issuer: d.issuer,
        subject: d.subject,
        email: d.email,
        emailVerified: d.emailVerified,
        firstName: d.firstName,
        lastName: d.lastName,
        phone: null,
        location: null,
        bio: null,
        profileImageUrl: null,
        profileViews: 0,
        roles: [],
        role: null,
        setupComplete: false,
        verified: false,
        suspended: false,
        status: 'active',
        riskLevel: 'low',
        lifecycleStage: 'awareness',
        stage: 'registered',
        profileCompleteness: 0,
        joinedAt: at,
        lastActiveAt: at,
        suspensionReason: null,
        ...tracked(event),
      }),
    );
    return;
  }
  const doc = await users.get(event.data.userId);
  if (!doc || alreadyApplied(doc, event)) return;
  const next: UserDoc = { ...doc, ...tracked(event), lastActiveAt: at > doc.lastActiveAt ? at : doc.lastActiveAt };
  switch (event.type) {
    case 'UserSignedIn':
      break;
    case 'ProfileUpdated': {
      const { userId: _u, ...profile } = event.data;
      Object.assign(next, profile);
      break;
    }
    case 'RolesChosen':
      Object.assign(next, { roles: event.data.roles, setupComplete: true });
      break;
    case 'RolesChanged':
      Object.assign(next, {
        roles: event.data.roles,
        setupComplete: doc.setupComplete || event.data.roles.length > 0,
      });
      break;
    case 'UserVerified':
      next.verified = true;
      break;
    case 'UserSuspended':
      Object.assign(next, {
        suspended: true,
        suspensionReason: event.data.reason,
        suspensions: (doc.suspensions ?? 0) + 1,
      });
      break;
    case 'UserActivated':
      Object.assign(next, { suspended: false, suspensionReason: null });
      break;
    case 'RiskLevelOverridden': {
      const { level, reason } = event.data;
      next.riskOverride = { level, reason, by: event.metadata.actorId ?? null, at };
      break;
    }
    case 'RiskOverrideCleared':
      next.riskOverride = null;
      break;
    case 'PreferredLanguageChosen':
      next.language = event.data.language;
      break;
    case 'ArtPreferencesSet': {
      const { userId: _u, ...artPreferences } = event.data;
      next.artPreferences = artPreferences;
      break;
    }
    case 'PrivacySettingsChanged': {
      const { userId: _u, ...privacy } = event.data;
      next.privacy = privacy;
      break;
    }
    case 'EmailNotificationsChosen': {
      const { userId: _u, ...emailNotifications } = event.data;
      next.emailNotifications = emailNotifications;
      break;
    }
    case 'UserForgotten':
      Object.assign(next, {
        email: null,
        firstName: null,
        lastName: null,
        phone: null,
        location: null,
        bio: null,
        profileImageUrl: null,
        forgotten: true,
      });
      delete next.artPreferences;
      break;
  }
  await users.upsert(withDerived(next));
}

/** Fields computed from the others, so every path that writes a user keeps them consistent. */
function withDerived(doc: UserDoc): UserDoc {
  const forgotten = doc.forgotten === true;
  const filled =
    [doc.firstName, doc.lastName, doc.email, doc.phone, doc.location, doc.bio].filter((v) => v).length +
    (doc.roles.length > 0 ? 1 : 0);
  const status = forgotten
    ? 'forgotten'
    : doc.suspended
      ? 'suspended'
      : doc.verified || (doc.kycTier ?? 0) >= 1
        ? 'verified'
        : doc.emailVerified
          ? 'active'
          : 'unverified';
  const signals: AccountSignals = {
    kycTier: doc.kycTier ?? 0,
    joinedAt: doc.joinedAt,
    suspensions: doc.suspensions ?? 0,
    flaggedRefusals: (doc.refusalKeys ?? []).length,
    purchases: doc.purchases ?? {},
    setupComplete: doc.setupComplete,
    engaged: doc.engaged ?? false,
    contributed: doc.contributed ?? false,
  };
  // The account's age as of the latest thing that happened to it (a read model holds no clock).
  const latest = [doc.lastActiveAt, doc.lastSignalAt ?? ''].sort().at(-1)!;
  const risk = riskOf(signals, latest);
  const lifecycleStage = lifecycleOf(signals, doc.lifecycleStage);
  return {
    ...doc,
    role: doc.roles[0] ?? null,
    status,
    riskLevel: doc.riskOverride?.level ?? risk.level,
    computedRiskLevel: risk.level,
    riskReasons: risk.reasons,
    lifecycleStage,
    stage: forgotten ? 'erased' : doc.setupComplete ? 'onboarded' : 'registered',
    profileCompleteness: Math.round((filled / 7) * 100),
  };
}
