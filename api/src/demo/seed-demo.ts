/**
 * Demo data on first start (and harmlessly on every start: each command is a no-op once applied).
 * Identity: every demo account of the development provider is registered with its roles; those with a role
 * are verified by a reviewer's KYC decision (tier 1, on their `kyc-<userId>` stream), so they can bid at once.
 * The newcomer, who has no role yet, starts at tier 0 like any new sign-up. Later capabilities add their own seeders here.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../platform/runtime.js';
import { DEMO_ACCOUNTS } from '../platform/auth/dev-idp/demo-accounts.js';
import { AccountCommands, UserModeration, DEV_ISSUER_KEY, UserQueries } from '../identity/index.js';
import { seedProfilesDemo, seedCollectionsDemo, seedProfilePictureDemo } from '../profiles/index.js';
import { seedArtworksDemo } from '../artworks/index.js';
import { seedCommunityDemo, seedFavouritesHistoryDemo } from '../community/index.js';
import { seedAuctionsDemo } from '../auctions/index.js';
import { seedInvoicingDemo } from '../invoicing/index.js';
import { seedWorkshopsDemo } from '../workshops/index.js';
import { seedKycDemo } from '../kyc/index.js';
import { seedCommissionsDemo } from '../commissions/index.js';
import { seedAnalyticsDemo } from '../analytics/index.js';
import { seedNewsletterDemo } from '../newsletter/index.js';
import { seedDisputesDemo, seedOrdersDemo, seedOrderHistoryDemo } from '../orders/index.js';
import { seedShippingDemo } from '../shipping/index.js';

export const DEMO_SEED_ACTOR = 'system:demo-seed';
/** The seeder grants the demo accounts their roles, so it acts with an admin's rights. */
const SEED_ACTOR = { id: DEMO_SEED_ACTOR, roles: ['admin'] };
/** How long the projections may take to catch up between seeders: minutes on a machine shared with test runs. */
const SETTLE_MS = 300_000;

export interface SeedOptions {
  /**
   * Accounts only, or the whole marketplace: artists, galleries, artworks, community, auctions and invoices,
   * in that order, since each builds on the ones before. Tests seed accounts unless they ask for the rest.
   */
  scope: 'accounts' | 'marketplace';
}

export async function seedDemo(
  app: INestApplication,
  runtime: Runtime,
  options: SeedOptions = { scope: 'marketplace' },
): Promise<void> {
  if (runtime.config.oidcIssuer) return; // demo accounts exist only at the development provider
  const accounts = app.get(AccountCommands);
  const moderation = app.get(UserModeration);
  const started = Date.now();
  for (const account of DEMO_ACCOUNTS) {
    const { userId } = await accounts.signIn(
      {
        issuerKey: DEV_ISSUER_KEY,
        subject: account.subject,
        email: account.email,
        emailVerified: true,
        givenName: account.firstName,
        familyName: account.lastName,
      },
      false,
    );
    // An erased demo account stays erased: a restart does not give it its roles again.
    if ((await app.get(UserQueries).find(userId))?.status === 'forgotten') continue;
    if (account.roles.length > 0) {
      await moderation.moderate(userId, SEED_ACTOR, { action: 'change-role', roles: account.roles });
    }
    if (account.roles.length > 0)
      await moderation.moderate(userId, SEED_ACTOR, { action: 'verify', note: 'demo account' });
  }
  if (options.scope === 'marketplace') {
    await seedInOrder(app, runtime, [
      seedProfilesDemo,
      seedArtworksDemo,
      seedCollectionsDemo,
      seedProfilePictureDemo,
      seedCommunityDemo,
      seedFavouritesHistoryDemo,
      seedAuctionsDemo,
      seedInvoicingDemo,
      seedWorkshopsDemo,
      seedKycDemo,
      seedCommissionsDemo,
      seedAnalyticsDemo,
      seedNewsletterDemo,
      seedOrdersDemo,
      seedShippingDemo,
      seedDisputesDemo,
      seedOrderHistoryDemo,
    ]);
  }
  runtime.log('info', 'demo data ready', {
    accounts: DEMO_ACCOUNTS.length,
    scope: options.scope,
    ms: Date.now() - started,
  });
}

type Seeder = (app: INestApplication, runtime: Runtime) => Promise<unknown>;

/**
 * Runs seeders one after the other, each once the projections have caught up with the ones before it: a seeder
 * reads the read models the earlier ones built, and its own writes wait only briefly for theirs (read-your-writes
 * gives up after 10 s). On a loaded machine the projections could still be working through the previous seeder's
 * events, and a read then found nothing, or only some (the server did not start; a spec's favourites history
 * found a few of the gallery's works and favourited those alone). Specs that seed part of the demo use it too.
 */
export async function seedInOrder(app: INestApplication, runtime: Runtime, seeders: readonly Seeder[]): Promise<void> {
  for (const seed of seeders) {
    await runtime.projections.waitUntilCaughtUp(SETTLE_MS);
    await seed(app, runtime);
  }
  await runtime.projections.waitUntilCaughtUp(SETTLE_MS);
}
