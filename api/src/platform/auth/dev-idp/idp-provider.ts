/**
 * Configuration of the development identity provider (oidc-provider 9): one confidential client (our API) using
 * the authorization code flow with PKCE, the claims `email email_verified given_name family_name`, storage and
 * keys in Redis so replicas share it, and pages in English and Arabic.
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';
import type { RedisClient } from '../redis-connection.js';
import type { IdpAccountStore } from './idp-account-store.js';
import { cookieKeys, sharedSigningKeys } from './idp-keys.js';
import { logoutPage, messagePage } from './idp-pages.js';
import { pickLang, TEXTS } from './idp-texts.js';
import { RedisOidcAdapter } from './redis-oidc-adapter.js';

export const IDP_MOUNT_PATH = '/oidc';
const SCOPE = 'openid email profile';

export async function createDevIdentityProvider(
  config: AppConfig,
  redis: RedisClient,
  keyPrefix: string,
  accounts: IdpAccountStore,
): Promise<Provider> {
  const langOf = (ctx: KoaContextWithOIDC) => pickLang(ctx.query.lang, ctx.oidc?.params?.ui_locales);
  const configuration: Configuration = {
    adapter: (model: string) => new RedisOidcAdapter(model, redis, keyPrefix),
    clients: [
      {
        client_id: config.oidcClientId,
        client_secret: config.oidcClientSecret,
        redirect_uris: [`${config.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // The ID token says when the person last typed their password, not just when this sign-in happened.
        require_auth_time: true,
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // `screen_hint=signup` opens "Sign Up Free" directly (the storefront's sign-up button).
    extraParams: ['screen_hint'],
    responseTypes: ['code'],
    clientBasedCORS: () => false,
    cookies: { keys: cookieKeys(config.sessionSecret) },
    jwks: { keys: (await sharedSigningKeys(redis, keyPrefix)) as NonNullable<Configuration['jwks']>['keys'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 86400,
      Grant: 14 * 86400,
    },
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(langOf(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          const lang = langOf(ctx);
          ctx.type = 'html';
          ctx.body = messagePage(lang, TEXTS[lang].logoutTitle, TEXTS[lang].loggedOut, `${config.publicUrl}/`);
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findBySubject(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    // Our only client is first-party: grant it the scopes at once instead of showing a consent page.
    async loadExistingGrant(ctx) {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      const lang = langOf(ctx);
      ctx.type = 'html';
      ctx.body = messagePage(
        lang,
        TEXTS[lang].errorTitle,
        `${TEXTS[lang].errorText} (${out.error})`,
        `${config.publicUrl}/`,
      );
    },
  };
  return new Provider(`${config.publicUrl}${IDP_MOUNT_PATH}`, configuration);
}
