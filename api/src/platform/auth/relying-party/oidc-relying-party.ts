/**
 * The relying party, on openid-client 6's own functions: authorization code flow with PKCE, state and nonce,
 * then userinfo for the e-mail and names. Discovery is lazy (the built-in provider is served by this same
 * server, which is not listening yet at start) and retried after a failure.
 */
import { Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config/app-config.js';
import type { OidcClaims } from '../accounts.port.js';
import type { PendingLogin } from '../auth-request.js';

export interface AuthorizationOptions {
  uiLocales?: 'en' | 'ar';
  screenHint?: 'signup';
  prompt?: 'login';
}

export class SignInError extends Error {
  constructor(
    readonly code: 'access_denied' | 'sign_in_failed' | 'email_missing',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class OidcRelyingParty {
  private readonly logger = new Logger(OidcRelyingParty.name);
  private configuration: Promise<oidc.Configuration> | null = null;
  readonly issuer: URL;
  readonly callbackUrl: string;
  /** The configured public origin (PUBLIC_URL): where the session cookie lives. */
  readonly publicOrigin: string;

  constructor(private readonly config: AppConfig) {
    this.publicOrigin = new URL(config.publicUrl).origin;
    this.issuer = new URL(config.oidcIssuer ?? `${config.publicUrl}/oidc`);
    this.callbackUrl = `${config.publicUrl}/api/callback`;
  }

  private discover(): Promise<oidc.Configuration> {
    // Plain http is allowed only for a provider on this machine (the built-in one during development).
    const insecure = this.issuer.protocol === 'http:' && LOCAL_HOSTS.has(this.issuer.hostname);
    this.configuration ??= oidc
      .discovery(
        this.issuer,
        this.config.oidcClientId,
        this.config.oidcClientSecret,
        oidc.ClientSecretBasic(this.config.oidcClientSecret),
        { execute: insecure ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((err: Error) => {
        this.configuration = null;
        this.logger.error(`OpenID Connect discovery at ${this.issuer.href} failed: ${err.message}`);
        throw err;
      });
    return this.configuration;
  }

  async authorizationUrl(pending: PendingLogin, options: AuthorizationOptions = {}): Promise<URL> {
    const params: Record<string, string> = {
      redirect_uri: this.callbackUrl,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (options.uiLocales) params.ui_locales = options.uiLocales;
    if (options.screenHint) params.screen_hint = options.screenHint;
    if (options.prompt) params.prompt = options.prompt;
    return oidc.buildAuthorizationUrl(await this.discover(), params);
  }

  /**
   * Redeems the code and reads the person's claims. Only the query of `received` is used: the redirect URI
   * sent to the token endpoint must be exactly the registered one, whatever Host the request came in on.
   */
  async finish(
    received: URL,
    pending: PendingLogin,
  ): Promise<{ claims: OidcClaims; idToken?: string; authenticatedAt: number }> {
    const configuration = await this.discover();
    const callbackUrl = new URL(this.callbackUrl);
    callbackUrl.search = received.search;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      if (err instanceof oidc.AuthorizationResponseError && err.error === 'access_denied') {
        throw new SignInError('access_denied', 'The person cancelled the sign-in', { cause: err });
      }
      throw new SignInError('sign_in_failed', `Code exchange failed: ${(err as Error).message}`, { cause: err });
    }
    const { sub: subject, auth_time: authTime } = tokens.claims()!;
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
    if (typeof info.email !== 'string' || !info.email) {
      throw new SignInError('email_missing', 'The identity provider did not share an e-mail address');
    }
    const claims: OidcClaims = {
      sub: subject,
      email: info.email,
      emailVerified: info.email_verified === true,
      issuer: configuration.serverMetadata().issuer,
    };
    if (typeof info.given_name === 'string') claims.givenName = info.given_name;
    if (typeof info.family_name === 'string') claims.familyName = info.family_name;
    // When the person last proved who they are at the provider: a sign-in that reuses the provider's session
    // (no password asked) is not a fresh one. Without `auth_time`, the sign-in itself.
    const authenticatedAt = typeof authTime === 'number' ? authTime * 1000 : Date.now();
    return { claims, idToken: tokens.id_token, authenticatedAt };
  }

  /** The provider's end-session URL, or null when it has none (or cannot be reached: sign-out still happens). */
  async endSessionUrl(idToken: string | undefined, lang?: 'en' | 'ar'): Promise<URL | null> {
    try {
      const configuration = await this.discover();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      const params: Record<string, string> = { post_logout_redirect_uri: `${this.config.publicUrl}/` };
      if (idToken) params.id_token_hint = idToken;
      if (lang) params.ui_locales = lang;
      return oidc.buildEndSessionUrl(configuration, params);
    } catch {
      return null;
    }
  }
}
