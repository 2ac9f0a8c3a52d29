/**
 * A subscriber's consent (`subscriber-<hash>`): double opt-in (a request mails a link that expires; only its
 * confirmation makes the address receive anything), topic and language preferences, and unsubscribing in one
 * click. Asking again while waiting re-sends the link, at most REQUESTS_PER_DAY times a day per address: more
 * asks are answered the same way (the API never tells whether an address is known) but record nothing.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { illegalState, notFound, validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { NEWSLETTER_LANGUAGES, TOPICS } from './newsletter.events.js';
import type { NewsletterLanguage, SubscriberEvent, SubscriptionRequestedData, Topic } from './newsletter.events.js';
import type { UnsubscribeVia } from './newsletter.events.js';

export const REQUESTS_PER_DAY = 3;
export const CONFIRMATION_HOURS = 48;

export interface SubscriberState {
  status: 'new' | 'pending' | 'confirmed' | 'unsubscribed';
  language: NewsletterLanguage;
  topics: Topic[];
  /** The subscriber allowed campaign mails to count their opening. */
  openTracking: boolean;
  userId: string | null;
  /** When each request was recorded (ISO), for the daily limit. */
  requestedAt: string[];
  expiresAt: string | null;
}

export type SubscriberCommand =
  | ({ type: 'Subscribe' } & SubscriptionRequestedData)
  | { type: 'Confirm'; subscriberId: string; now: string }
  | {
      type: 'ChangePreferences';
      subscriberId: string;
      language: NewsletterLanguage;
      topics: Topic[];
      /** Left out: unchanged. */
      openTracking?: boolean;
    }
  | { type: 'Unsubscribe'; subscriberId: string; via: UnsubscribeVia; campaignId: string | null };

export function checkPreferences(language: string, topics: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!(NEWSLETTER_LANGUAGES as readonly string[]).includes(language))
    problems.push({ field: 'language', code: 'isIn', message: 'Choose en or ar.', messageAr: 'اختر en أو ar.' });
  if (topics.some((t) => !(TOPICS as readonly string[]).includes(t)))
    problems.push({
      field: 'topics',
      code: 'isIn',
      message: `Topics are among: ${TOPICS.join(', ')}.`,
      messageAr: 'اختر المواضيع من القائمة المتاحة.',
    });
  return problems;
}

const DAY_MS = 86_400_000;

export const subscriberDecider: Decider<SubscriberState, SubscriberCommand, SubscriberEvent> = {
  category: 'subscriber',
  initialState: () => ({
    status: 'new',
    language: 'en',
    topics: [],
    openTracking: false,
    userId: null,
    requestedAt: [],
    expiresAt: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'NewsletterSubscriptionRequested': {
        const { language, topics, userId, expiresAt, requestedAt } = event.data;
        // An address already confirmed never goes back to waiting (a request then only re-states preferences).
        return {
          ...state,
          status: state.status === 'confirmed' ? 'confirmed' : 'pending',
          language,
          topics,
          userId: userId ?? state.userId,
          expiresAt,
          requestedAt: [...state.requestedAt, requestedAt],
        };
      }
      case 'NewsletterSubscriptionConfirmed':
        return { ...state, status: 'confirmed', expiresAt: null };
      case 'NewsletterPreferencesChanged':
        return { ...state, language: event.data.language, topics: event.data.topics };
      case 'NewsletterUnsubscribed':
        return { ...state, status: 'unsubscribed', expiresAt: null };
      case 'NewsletterOpenTrackingChosen':
        return { ...state, openTracking: event.data.allowed };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Subscribe': {
        const { type: _t, ...data } = command;
        const problems = checkPreferences(data.language, data.topics);
        if (problems.length > 0) throw validationError(problems);
        if (state.status === 'confirmed') return [];
        const since = Date.parse(data.requestedAt) - DAY_MS;
        if (state.requestedAt.filter((at) => Date.parse(at) > since).length >= REQUESTS_PER_DAY) return [];
        return [{ type: 'NewsletterSubscriptionRequested', data: { ...data, topics: [...new Set(data.topics)] } }];
      }
      case 'Confirm': {
        if (state.status === 'confirmed') return [];
        if (state.status !== 'pending' || state.expiresAt === null)
          throw illegalState(
            'confirmation_invalid',
            'This confirmation link is no longer valid.',
            'رابط التأكيد هذا لم يعد صالحًا.',
          );
        if (Date.parse(command.now) > Date.parse(state.expiresAt))
          throw illegalState(
            'confirmation_expired',
            'This confirmation link has expired: subscribe again to get a new one.',
            'انتهت صلاحية رابط التأكيد: اشترك من جديد لتصلك رسالة أخرى.',
          );
        return [{ type: 'NewsletterSubscriptionConfirmed', data: { subscriberId: command.subscriberId } }];
      }
      case 'ChangePreferences': {
        if (state.status === 'new') throw notFound('Subscription', 'الاشتراك');
        const problems = checkPreferences(command.language, command.topics);
        if (problems.length > 0) throw validationError(problems);
        const { subscriberId, language, openTracking } = command;
        const topics = [...new Set(command.topics)];
        const events: SubscriberEvent[] = [];
        if (language !== state.language || !sameTopics(topics, state.topics))
          events.push({ type: 'NewsletterPreferencesChanged', data: { subscriberId, language, topics } });
        if (openTracking !== undefined && openTracking !== state.openTracking)
          events.push({ type: 'NewsletterOpenTrackingChosen', data: { subscriberId, allowed: openTracking } });
        return events;
      }
      case 'Unsubscribe': {
        if (state.status === 'new' || state.status === 'unsubscribed') return [];
        const { subscriberId, via, campaignId } = command;
        return [{ type: 'NewsletterUnsubscribed', data: { subscriberId, via, campaignId } }];
      }
    }
  },
};

function sameTopics(a: Topic[], b: Topic[]): boolean {
  return a.length === b.length && a.every((t) => b.includes(t));
}
