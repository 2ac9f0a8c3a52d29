/**
 * Demo data of the newsletter (marketplace scope; see demo/seed-demo.ts): four demo people subscribed and
 * confirmed (two in Arabic), one of them since unsubscribed, and one campaign sent to the auctions topic. Each
 * step runs only when its read model lacks it, so a second start appends nothing.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import type { NewsletterLanguage, Topic } from '../domain/newsletter.events.js';
import { NewsletterSubscriptions } from '../application/subscriptions.js';
import { NewsletterCampaigns } from '../application/campaigns.js';
import { confirmToken, unsubscribeToken } from '../application/newsletter-tokens.js';
import { CONFIRMATION_HOURS } from '../domain/subscriber.decider.js';
import { SUBSCRIBERS, type SubscriberDoc } from '../projections/subscribers.projection.js';
import { CAMPAIGNS, type CampaignDoc } from '../projections/campaigns.projection.js';

const PEOPLE: Array<{ email: string; language: NewsletterLanguage; topics: Topic[]; leaves?: boolean }> = [
  { email: 'collector@example.sa', language: 'en', topics: ['auctions', 'followed_artists'] },
  { email: 'artist@example.sa', language: 'ar', topics: ['auctions', 'workshops_events'] },
  { email: 'gallery@example.sa', language: 'ar', topics: ['auctions', 'editorial'] },
  { email: 'newcomer@example.sa', language: 'en', topics: ['auctions'], leaves: true },
];

export const DEMO_CAMPAIGN_ID = 'demo-spring-auctions';

export async function seedNewsletterDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const subscriptions = app.get(NewsletterSubscriptions);
  const subscribers = runtime.storage.reads.collection<SubscriberDoc>(SUBSCRIBERS);
  for (const person of PEOPLE) {
    const id = subscriptions.subscriberIdOf(person.email);
    if (await subscribers.get(id)) continue;
    const now = new Date();
    await subscriptions.subscribe(person, 'demo', null, now);
    const expires = new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000).toISOString();
    await subscriptions.confirm(confirmToken(subscriptions.secret, id, expires), now);
    if (person.leaves) await subscriptions.unsubscribe(unsubscribeToken(subscriptions.secret, id, null), 'link');
  }
  const campaigns = app.get(NewsletterCampaigns);
  if (await runtime.storage.reads.collection<CampaignDoc>(CAMPAIGNS).get(DEMO_CAMPAIGN_ID)) return;
  await campaigns.draft(
    {
      subject: 'Spring auctions are open',
      subjectAr: 'مزادات الربيع مفتوحة',
      body: '# Spring auctions\n\nNew works by Saudi and Gulf artists are up for auction this week. **Place your bids** before Thursday.',
      bodyAr:
        '# مزادات الربيع\n\nأعمال جديدة لفنانين سعوديين وخليجيين معروضة للمزاد هذا الأسبوع. **قدّم مزايداتك** قبل الخميس.',
      segment: { languages: [], topics: ['auctions'], roles: [] },
      perMinute: 100,
    },
    'system:demo-seed',
    DEMO_CAMPAIGN_ID,
  );
  await campaigns.send(DEMO_CAMPAIGN_ID, 'system:demo-seed');
}
