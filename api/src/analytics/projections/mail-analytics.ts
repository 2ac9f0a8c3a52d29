/**
 * Outgoing mail into the platform's buckets, on the day each outcome occurred, so the figures "as of" a past day
 * are those of that day: `mailHandled` counts mails that reached an end (delivered to the provider, failed for
 * good, or withheld because the recipient is suppressed), each end by its own counter; temporary failures that
 * will be retried (`mailRetrying`), bounces, complaints and first openings as they are reported.
 */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { Bumps } from './buckets.js';
import type { AnalyticsSourceEvent } from './source-events.js';

const PLATFORM = 'platform';

export function mailBumps(event: StoredEvent<AnalyticsSourceEvent>, bumps: Bumps): void {
  switch (event.type) {
    case 'MailSent':
      bumps.add(PLATFORM, { mailHandled: 1, mailDelivered: 1 });
      return;
    case 'MailSendFailed':
      bumps.add(PLATFORM, event.data.permanent ? { mailHandled: 1, mailFailed: 1 } : { mailRetrying: 1 });
      return;
    case 'MailWithheld':
      bumps.add(PLATFORM, { mailHandled: 1, mailSuppressed: 1 });
      return;
    case 'MailBounced':
      bumps.add(PLATFORM, event.data.kind === 'hard' ? { mailBounced: 1 } : { mailSoftBounced: 1 });
      return;
    case 'MailComplained':
      bumps.add(PLATFORM, { mailComplained: 1 });
      return;
    case 'MailOpened':
      bumps.add(PLATFORM, { mailOpened: 1 });
      return;
    default:
      return;
  }
}
