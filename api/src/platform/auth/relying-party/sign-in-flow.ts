/**
 * The three steps of signing in, each answering where to send the browser next. Failures never show a stack:
 * the browser lands on the storefront's /auth page with `?error=` one of
 * access_denied, session_expired, sign_in_failed, email_missing, account_not_active, provider_unavailable.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import * as oidc from 'openid-client';
import { ACCOUNTS_PORT, type AccountsPort, SIGNED_OUT_STATUSES } from '../accounts.port.js';
import { clientIp, correlationIdOf, destroySession, regenerateSession, saveSession } from '../auth-request.js';
import type { PendingLogin } from '../auth-request.js';
import { logoutNotNavigation } from '../auth-errors.js';
import { isOwnTopLevelNavigation } from './logout-navigation.js';
import { OidcRelyingParty, SignInError } from './oidc-relying-party.js';
import { safeReturnTo } from './return-to.js';

/** A sign-in left unfinished this long is abandoned (the provider's own page expires sooner). */
const PENDING_LOGIN_MS = 15 * 60 * 1000;

const failed = (code: string) => `/auth?error=${code}`;
const lang = (value: unknown) => (value === 'ar' || value === 'en' ? value : undefined);
/** English or Arabic, whichever the browser's Accept-Language ranks first; nothing for a wildcard or neither. */
const browserLanguage = (req: Request) =>
  req
    .acceptsLanguages()
    .map((tag) => lang(tag.toLowerCase().split('-')[0]))
    .find(Boolean);

@Injectable()
export class SignInFlow {
  private readonly logger = new Logger(SignInFlow.name);

  constructor(
    private readonly relyingParty: OidcRelyingParty,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  /**
   * `GET /api/login?returnTo=/path&lang=ar&screen=signup&prompt=login`. The language (`lang`, else the browser's
   * Accept-Language when it prefers English or Arabic) is kept with the pending login: a first sign-in records it.
   */
  async start(req: Request): Promise<string> {
    const onPublicOrigin = this.samePathOnPublicOrigin(req);
    if (onPublicOrigin) return onPublicOrigin;
    const language = lang(req.query.lang) ?? browserLanguage(req);
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo: safeReturnTo(req.query.returnTo),
      startedAt: Date.now(),
      ...(language ? { language } : {}),
    };
    try {
      const url = await this.relyingParty.authorizationUrl(pending, {
        uiLocales: lang(req.query.lang),
        screenHint: req.query.screen === 'signup' ? 'signup' : undefined,
        prompt: req.query.prompt === 'login' ? 'login' : undefined,
      });
      req.session.pendingLogin = pending;
      await saveSession(req);
      return url.href;
    } catch {
      return failed('provider_unavailable');
    }
  }

  /**
   * `/api/login` opened on another address than PUBLIC_URL (127.0.0.1 for localhost, say) goes to the same URL on
   * PUBLIC_URL first: the pending login lives in a cookie of the host it started on, and the provider comes back
   * to PUBLIC_URL. Once only (the `moved` mark), so a proxy that hides the visitor's host cannot make a loop.
   */
  private samePathOnPublicOrigin(req: Request): string | null {
    const publicOrigin = this.relyingParty.publicOrigin;
    if (`${req.protocol}://${req.host}` === publicOrigin || req.query.moved !== undefined) return null;
    const url = new URL(req.originalUrl, publicOrigin);
    if (url.origin !== publicOrigin) return null;
    url.searchParams.set('moved', '1');
    return url.href;
  }

  /** `GET /api/callback`: the state, nonce and PKCE verifier are used once, whatever the outcome. */
  async complete(req: Request): Promise<string> {
    const pending = req.session.pendingLogin;
    delete req.session.pendingLogin;
    if (!pending || Date.now() - pending.startedAt > PENDING_LOGIN_MS) return failed('session_expired');
    try {
      const { claims, idToken, authenticatedAt } = await this.relyingParty.finish(
        new URL(req.originalUrl, 'http://query.only'),
        pending,
      );
      const access = await this.accounts.signIn(claims, {
        correlationId: correlationIdOf(req),
        ip: clientIp(req),
        language: pending.language,
      });
      if (SIGNED_OUT_STATUSES.includes(access.status)) {
        await destroySession(req);
        return failed('account_not_active');
      }
      // A new session id at the moment of sign-in, so an id planted before it (session fixation) is worthless.
      await regenerateSession(req);
      req.session.userId = access.userId;
      req.session.signedInAt = Date.now();
      req.session.authenticatedAt = authenticatedAt;
      if (idToken) req.session.idToken = idToken;
      await saveSession(req);
      return pending.returnTo;
    } catch (err) {
      const code = err instanceof SignInError ? err.code : 'sign_in_failed';
      this.logger.warn(`Sign-in failed (${code}): ${(err as Error).message}`);
      return failed(code);
    }
  }

  /**
   * `GET /api/logout?lang=ar`: ends our session, then the provider's when it offers an end-session endpoint.
   * Refused (403, the session kept) unless it is a top-level navigation from our own pages.
   */
  async logout(req: Request): Promise<string> {
    const headers = {
      secFetchDest: req.get('sec-fetch-dest'),
      secFetchSite: req.get('sec-fetch-site'),
      secFetchMode: req.get('sec-fetch-mode'),
      origin: req.get('origin'),
      referer: req.get('referer'),
    };
    if (!isOwnTopLevelNavigation(headers, new Set([this.relyingParty.publicOrigin]))) throw logoutNotNavigation();
    const signedIn = Boolean(req.session?.userId);
    const idToken = req.session?.idToken;
    await destroySession(req);
    if (!signedIn) return '/';
    const endSession = await this.relyingParty.endSessionUrl(idToken, lang(req.query.lang));
    return endSession?.href ?? '/';
  }
}
