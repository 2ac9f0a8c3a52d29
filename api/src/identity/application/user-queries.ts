/** Reads of the `users` read model, exported for other contexts and the guards. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { USERS, type UserDoc } from '../projections/users.projection.js';
import { ProfileFactsSlot } from './profile-facts.port.js';
import type { ArtPreferences, PrivacySettings } from '../domain/user.events.js';
import { DEFAULT_PRIVACY, NO_ART_PREFERENCES } from '../domain/account-preferences.js';
import { ALL_EMAIL_NOTIFICATIONS, type EmailNotifications } from '../domain/email-notifications.js';

export interface ProfileView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: string | null;
  roles: string[];
  status: UserDoc['status'];
  setupComplete: boolean;
  phone: string | null;
  location: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  profileViews: number;
  /** KYC tier (0, 1 or 2) as the person's recorded decisions give it. */
  kycTier: number;
  riskLevel: UserDoc['riskLevel'];
  lifecycleStage: UserDoc['lifecycleStage'];
  /** An artist or a gallery at KYC tier 2: who may sell (DESIGN section 4). */
  seller: boolean;
  /** The language the person chose for their mails; null until they choose (English applies). */
  language: 'en' | 'ar' | null;
  /** What the person likes to see, and their privacy settings (the defaults until they set them). */
  artPreferences: ArtPreferences;
  privacy: PrivacySettings;
  /** The kinds of optional mail the person receives (every kind until they choose). */
  emailNotifications: EmailNotifications;
}

/** Sellers are artists and galleries (DESIGN section 4) whose KYC reached tier 2 (identity and address, or a
 * commercial registration): the one definition the role checks and the screens use. */
export const SELLER_ROLES = ['artist', 'gallery'] as const;
export function isSeller(doc: Pick<UserDoc, 'roles' | 'kycTier'>): boolean {
  return doc.roles.some((r) => (SELLER_ROLES as readonly string[]).includes(r)) && (doc.kycTier ?? 0) >= 2;
}

export function toProfileView(doc: UserDoc): ProfileView {
  return {
    id: doc.id,
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    role: doc.role,
    roles: doc.roles,
    status: doc.status,
    setupComplete: doc.setupComplete,
    phone: doc.phone,
    location: doc.location,
    bio: doc.bio,
    profileImageUrl: doc.profileImageUrl,
    profileViews: doc.profileViews,
    kycTier: doc.kycTier ?? 0,
    riskLevel: doc.riskLevel,
    lifecycleStage: doc.lifecycleStage,
    seller: isSeller(doc),
    language: doc.language ?? null,
    ...preferencesOf(doc),
  };
}

/** The person's art preferences, privacy settings and mail kinds, the defaults until they set them. */
export const preferencesOf = (
  held: { artPreferences?: ArtPreferences; privacy?: PrivacySettings; emailNotifications?: EmailNotifications } | null,
) => ({
  artPreferences: held?.artPreferences ?? NO_ART_PREFERENCES,
  privacy: held?.privacy ?? DEFAULT_PRIVACY,
  emailNotifications: { ...ALL_EMAIL_NOTIFICATIONS, ...held?.emailNotifications },
});

/** What the back-office lists: the read model without its bookkeeping fields. */
export function toAdminView(doc: UserDoc): Record<string, unknown> {
  const { _stream, _revision, issuer: _i, subject: _s, kycRevision: _k, refusalKeys: _r, purchases: _p, ...rest } = doc;
  return { ...rest, kycTier: doc.kycTier ?? 0, seller: isSeller(doc), ...preferencesOf(doc) };
}

/** What a mail needs about its recipient; null for an unknown or erased person (nobody to write to). */
export interface UserContact {
  email: string;
  language: 'en' | 'ar';
  displayName: string | null;
  /** The kinds of optional mail the person receives (`receivesMail` reads it); absent: every kind. */
  emailNotifications?: EmailNotifications;
}

function contactOf(doc: UserDoc | null | undefined): UserContact | null {
  if (!doc?.email || doc.status === 'forgotten') return null;
  const name = [doc.firstName, doc.lastName].filter(Boolean).join(' ');
  // The language the person chose (PUT /api/profile/language, or the storefront's at sign-up), else English.
  const language = doc.language === 'ar' ? 'ar' : 'en';
  return { email: doc.email, language, displayName: name || null, emailNotifications: doc.emailNotifications };
}

@Injectable()
export class UserQueries {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    // Built by hand (a job's contact reads) it has no profile facts; Nest always passes the shared slot.
    private readonly profileFacts: ProfileFactsSlot = new ProfileFactsSlot(),
  ) {}

  get users() {
    return this.reads.collection<UserDoc>(USERS);
  }

  async find(userId: string): Promise<UserDoc | null> {
    return this.users.get(userId);
  }

  /** Active (not suspended, not erased) admins: what seeds the admin roster on its first use. */
  async activeAdminIds(): Promise<string[]> {
    const admins = await this.users.find({
      filter: { roles: { $contains: 'admin' }, suspended: false, status: { $ne: 'forgotten' } },
      limit: 1000,
    });
    return admins.map((doc) => doc.id);
  }

  /** Which of these people are verified (a bid needs it): one read for many. */
  async verified(userIds: string[]): Promise<Set<string>> {
    const docs = await this.users.getMany([...new Set(userIds)]);
    return new Set(docs.filter((doc) => doc.status === 'verified').map((doc) => doc.id));
  }

  /** The person's privacy settings (the defaults for an unknown person). */
  async privacy(userId: string): Promise<PrivacySettings> {
    return preferencesOf(await this.users.get(userId)).privacy;
  }

  /** The kinds of optional mail the person receives (every kind until they choose). */
  async emailNotifications(userId: string): Promise<EmailNotifications> {
    return preferencesOf(await this.get(userId)).emailNotifications;
  }

  /** The person's address, language and name for a mail. */
  async contact(userId: string): Promise<UserContact | null> {
    return contactOf(await this.users.get(userId));
  }

  /** Many people's contacts in one read, keyed by user id (the unknown and erased left out). */
  async contacts(userIds: string[]): Promise<Map<string, UserContact>> {
    const docs = await this.users.getMany([...new Set(userIds)]);
    const found = new Map<string, UserContact>();
    for (const doc of docs) {
      const contact = contactOf(doc);
      if (contact) found.set(doc.id, contact);
    }
    return found;
  }

  /** The profile answer: the user's document with the picture and the views of its public pages (see ProfileFacts). */
  async profileView(userId: string): Promise<ProfileView> {
    const [doc, pictureUrl, views] = await Promise.all([
      this.get(userId),
      this.profileFacts.pictureUrl(userId),
      this.profileFacts.views(userId),
    ]);
    return { ...toProfileView(doc), profileImageUrl: pictureUrl ?? doc.profileImageUrl, profileViews: views };
  }

  async get(userId: string): Promise<UserDoc> {
    const doc = await this.users.get(userId);
    if (!doc) throw notFound('User', 'المستخدم');
    return doc;
  }
}
