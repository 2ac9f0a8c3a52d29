/** Reads of the `users` read model, exported for other contexts and the guards. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { USERS, type UserDoc } from '../projections/users.projection.js';

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
  };
}

/** What the back-office lists: the read model without its bookkeeping fields. */
export function toAdminView(doc: UserDoc): Record<string, unknown> {
  const { _stream, _revision, issuer: _i, subject: _s, ...rest } = doc;
  return rest;
}

@Injectable()
export class UserQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

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

  /**
   * The profile answer: the user's document with the picture and the views of its public pages, which the
   * profiles context keeps in read models named by the contract between contexts (`profilePictures`,
   * `profileViewDays`).
   */
  async profileView(userId: string): Promise<ProfileView> {
    const [doc, picture, days] = await Promise.all([
      this.get(userId),
      this.reads.collection<Doc & { imageUrl: string }>('profilePictures').get(userId),
      this.reads
        .collection<Doc & { views: number }>('profileViewDays')
        .find({ filter: { ownerId: userId }, limit: 100_000 }),
    ]);
    return {
      ...toProfileView(doc),
      profileImageUrl: picture?.imageUrl ?? doc.profileImageUrl,
      profileViews: days.reduce((sum, d) => sum + d.views, 0),
    };
  }

  async get(userId: string): Promise<UserDoc> {
    const doc = await this.users.get(userId);
    if (!doc) throw notFound('User', 'المستخدم');
    return doc;
  }
}
