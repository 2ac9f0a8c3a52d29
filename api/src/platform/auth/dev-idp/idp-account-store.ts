/**
 * Accounts of the development identity provider. It stands in for an external provider, so these are not
 * part of our event log: they live in Redis under the key prefix (surviving restarts, shared by replicas),
 * with scrypt password hashes. Our own user records are made by the identity context on first sign-in.
 */
import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../redis-connection.js';
import type { DemoAccount } from './demo-accounts.js';
import { DECOY_HASH, hashPassword, verifyPassword } from './password-hash.js';

export interface IdpAccount {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
  passwordHash: string;
  createdAt: string;
}

export interface NewIdpAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class IdpAccountStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  private emailKey = (email: string) => `${this.keyPrefix}idp:account:email:${normaliseEmail(email)}`;
  private subjectKey = (subject: string) => `${this.keyPrefix}idp:account:sub:${subject}`;
  private forgottenKey = (subject: string) => `${this.keyPrefix}idp:account:forgotten:${subject}`;

  /** Erasure: the account goes, and a demo account is not written again at the next start. */
  async forget(subject: string): Promise<void> {
    const email = await this.redis.get(this.subjectKey(subject));
    const multi = this.redis.multi().del(this.subjectKey(subject)).set(this.forgottenKey(subject), '1');
    await (email ? multi.del(this.emailKey(email)) : multi).exec();
  }

  async findByEmail(email: string): Promise<IdpAccount | null> {
    const raw = await this.redis.get(this.emailKey(email));
    return raw ? (JSON.parse(raw) as IdpAccount) : null;
  }

  async findBySubject(subject: string): Promise<IdpAccount | null> {
    const email = await this.redis.get(this.subjectKey(subject));
    return email ? this.findByEmail(email) : null;
  }

  /** The account when the password matches, otherwise null; takes the same time for an unknown e-mail. */
  async authenticate(email: string, password: string): Promise<IdpAccount | null> {
    const account = await this.findByEmail(email);
    const matches = await verifyPassword(password, account?.passwordHash ?? DECOY_HASH);
    return account && matches ? account : null;
  }

  /**
   * Creates a self-registered account, or answers 'duplicate' when the e-mail is taken (decided atomically by
   * SET NX, so two replicas cannot both create it). Nobody has checked the address, so it is not verified.
   */
  async register(input: NewIdpAccount): Promise<IdpAccount | 'duplicate'> {
    const account: IdpAccount = {
      subject: randomUUID(),
      email: normaliseEmail(input.email),
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
      emailVerified: false,
      passwordHash: await hashPassword(input.password),
      createdAt: new Date().toISOString(),
    };
    const created = await this.redis.set(this.emailKey(account.email), JSON.stringify(account), { condition: 'NX' });
    if (created === null) return 'duplicate';
    await this.redis.set(this.subjectKey(account.subject), account.email);
    return account;
  }

  /** Writes a demo account with the current demo password, so changing DEMO_PASSWORD takes effect on restart. */
  async upsertDemo(demo: DemoAccount, password: string): Promise<void> {
    if (await this.redis.get(this.forgottenKey(demo.subject))) return;
    const account: IdpAccount = {
      subject: demo.subject,
      email: normaliseEmail(demo.email),
      givenName: demo.firstName,
      familyName: demo.lastName,
      emailVerified: true,
      passwordHash: await hashPassword(password),
      createdAt: new Date().toISOString(),
    };
    await this.redis
      .multi()
      .set(this.emailKey(account.email), JSON.stringify(account))
      .set(this.subjectKey(account.subject), account.email)
      .exec();
  }
}
