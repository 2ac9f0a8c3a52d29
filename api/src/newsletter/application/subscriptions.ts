/**
 * Subscribing, confirming, leaving and preferences. Every answer to a visitor is the same whatever the address
 * (nobody learns who subscribes); the subscriber's stream is named by the keyed hash of the address.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { fieldProblem, illegalState, notFound, validationError } from '../../platform/errors/domain-errors.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { recipientHash } from '../../notifications/index.js';
import { CONFIRMATION_HOURS, subscriberDecider, type SubscriberCommand } from '../domain/subscriber.decider.js';
import { TOPICS } from '../domain/newsletter.events.js';
import type { NewsletterLanguage, SubscribeSource, Topic, UnsubscribeVia } from '../domain/newsletter.events.js';
import { subscriberHistoryId, subscriberKeyOf } from '../domain/newsletter.event-specs.js';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { readToken } from './newsletter-tokens.js';
import { SUBSCRIBERS, type SubscriberDoc } from '../projections/subscribers.projection.js';

export interface Preferences {
  email: string | null;
  status: SubscriberDoc['status'] | 'none';
  language: NewsletterLanguage;
  topics: Topic[];
  /** Campaign mails may count their opening (a pixel); off until the subscriber turns it on. */
  openTracking: boolean;
}

const badToken = () =>
  validationError([
    fieldProblem(
      'token',
      'invalid',
      'This link is not valid: open it from the mail again.',
      'هذا الرابط غير صالح: افتحه من الرسالة مرة أخرى.',
    ),
  ]);

@Injectable()
export class NewsletterSubscriptions {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly runner: CommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly vault: PersonalDataVault,
  ) {}

  get secret(): string {
    return this.config.piiMasterKey;
  }

  /** The first consent history of an address (the keyed hash of it). */
  subscriberIdOf(email: string): string {
    return recipientHash(email, this.secret);
  }

  /**
   * The address's consent history in force: the first one, or, once a history was erased (its key destroyed),
   * the next one (`<hash>-2`, `<hash>-3`, ...). An erased history stays as it is, as proof that names nobody;
   * asking again starts a new one, with its own key and the double opt-in from the start.
   */
  async currentSubscriberId(email: string): Promise<string> {
    const first = this.subscriberIdOf(email);
    for (let generation = 1; ; generation++) {
      const id = subscriberHistoryId(first, generation);
      if (!(await this.vault.isForgotten(subscriberKeyOf(id)))) return id;
    }
  }

  private run(subscriberId: string, command: SubscriberCommand, actorId: string | null, now = new Date()) {
    return this.writes.run(subscriberDecider, subscriberId, command, commandContext(actorId, now), SUBSCRIBERS);
  }

  async subscribe(
    form: { email: string; language: NewsletterLanguage; topics?: Topic[] },
    source: SubscribeSource,
    userId: string | null,
    now = new Date(),
  ): Promise<void> {
    const subscriberId = await this.currentSubscriberId(form.email);
    await this.run(
      subscriberId,
      {
        type: 'Subscribe',
        subscriberId,
        email: form.email.trim(),
        language: form.language,
        topics: form.topics ?? [...TOPICS],
        userId,
        source,
        requestedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000).toISOString(),
      },
      userId,
      now,
    );
  }

  async confirm(token: string, now = new Date()): Promise<{ status: 'confirmed'; language: NewsletterLanguage }> {
    const read = readToken(this.secret, token);
    if (read?.kind !== 'confirm') throw badToken();
    if (now.getTime() > Date.parse(read.expiresAt))
      throw illegalState(
        'confirmation_expired',
        'This confirmation link has expired: subscribe again to get a new one.',
        'انتهت صلاحية رابط التأكيد: اشترك من جديد لتصلك رسالة أخرى.',
      );
    const { state } = await this.run(
      read.subscriberId,
      { type: 'Confirm', subscriberId: read.subscriberId, now: now.toISOString() },
      null,
      now,
    );
    return { status: 'confirmed', language: state.language };
  }

  async unsubscribe(
    token: string,
    via: UnsubscribeVia,
  ): Promise<{ status: 'unsubscribed'; language: NewsletterLanguage }> {
    const read = readToken(this.secret, token);
    if (read?.kind !== 'unsubscribe') throw badToken();
    const { state } = await this.run(
      read.subscriberId,
      { type: 'Unsubscribe', subscriberId: read.subscriberId, via, campaignId: read.campaignId },
      null,
    );
    return { status: 'unsubscribed', language: state.language };
  }

  private async accountEmail(userId: string): Promise<string> {
    const user = await this.reads.collection<UserDoc>(USERS).get(userId);
    if (!user?.email) throw notFound('Account e-mail', 'البريد الإلكتروني للحساب');
    return user.email;
  }

  async preferencesOf(userId: string): Promise<Preferences> {
    const email = await this.accountEmail(userId);
    const doc = await this.reads.collection<SubscriberDoc>(SUBSCRIBERS).get(await this.currentSubscriberId(email));
    return doc
      ? {
          email,
          status: doc.status,
          language: doc.language,
          topics: doc.topics,
          openTracking: doc.openTracking === true,
        }
      : { email, status: 'none', language: 'en', topics: [...TOPICS], openTracking: false };
  }

  /** `subscribed: true` from nothing (or after leaving) asks for a confirmation by mail, like the footer form. */
  async changePreferences(
    userId: string,
    form: { subscribed: boolean; language: NewsletterLanguage; topics: Topic[]; openTracking?: boolean },
  ): Promise<Preferences> {
    const email = await this.accountEmail(userId);
    const subscriberId = await this.currentSubscriberId(email);
    const current = await this.preferencesOf(userId);
    const active = current.status === 'pending' || current.status === 'confirmed';
    const change = {
      type: 'ChangePreferences' as const,
      subscriberId,
      language: form.language,
      topics: form.topics,
      openTracking: form.openTracking,
    };
    if (form.subscribed && !active) {
      await this.subscribe({ email, language: form.language, topics: form.topics }, 'preferences', userId);
      // The choice about openings goes with the request (a request refused by the daily limit leaves no stream).
      if (form.openTracking) {
        const { state } = await this.runner.load(subscriberDecider, `subscriber-${subscriberId}`);
        if (state.status !== 'new') await this.run(subscriberId, change, userId);
      }
    } else if (active) {
      await this.run(subscriberId, change, userId);
      if (!form.subscribed)
        await this.run(
          subscriberId,
          { type: 'Unsubscribe', subscriberId, via: 'preferences', campaignId: null },
          userId,
        );
    }
    return this.preferencesOf(userId);
  }
}
