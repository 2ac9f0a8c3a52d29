/** The newsletter demo: confirmed subscribers in both languages, one who left, a sent campaign; a second run appends nothing. */
import { expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import { eventually } from '../../testing/eventually.js';
import { seedNewsletterDemo } from '../index.js';
import { DEMO_CAMPAIGN_ID } from './newsletter.demo.js';

const stack = stackPerFile({ storage: 'pg' });

it('seeds subscribers and a sent campaign, once', async () => {
  await seedNewsletterDemo(stack().http.app, stack().runtime);
  const admin = await stack().signIn('admin@example.sa');
  const campaign = await eventually(async () => {
    const res = await stack().call(admin, 'GET', `/api/admin/newsletter/campaigns/${DEMO_CAMPAIGN_ID}`);
    return res.body.status === 'sent' ? res.body : null;
  }, 20_000);
  expect(campaign).toMatchObject({ recipients: 3, sent: 3, skipped: 0 });
  const subscribers = await stack().call(admin, 'GET', '/api/admin/newsletter/subscribers');
  expect(subscribers.headers.get('content-range')).toMatch(/\/4$/);
  await seedNewsletterDemo(stack().http.app, stack().runtime);
  const types = (await stack().runtime.storage.events.readStream(`campaign-${DEMO_CAMPAIGN_ID}`)).map((e) => e.type);
  expect(types).toEqual(['CampaignDrafted', 'CampaignSendingStarted', 'CampaignBatchSent', 'CampaignCompleted']);
  const newcomer = (
    await stack().call(admin, 'GET', '/api/admin/newsletter/subscribers?filter={"status":"unsubscribed"}')
  ).body;
  expect(newcomer).toHaveLength(1);
  expect(newcomer[0].history).toHaveLength(3);
});
