/**
 * The development identity provider's own pages (login, sign-up, cancel), mounted under /oidc before the
 * provider itself. Password and sign-up posts are rate limited per address.
 */
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import type { RateLimitRule, RedisRateLimiter } from '../../rate-limit/redis-rate-limiter.js';
import { clientIp } from '../auth-request.js';
import { type IdpAccountStore } from './idp-account-store.js';
import { loginPage, messagePage, signUpPage, type SignUpView } from './idp-pages.js';
import { type Lang, pickLang, TEXTS } from './idp-texts.js';
import { checkSignUp } from './sign-up-form.js';

export interface InteractionDeps {
  provider: Provider;
  accounts: IdpAccountStore;
  limiter: RedisRateLimiter;
  passwordLimit: RateLimitRule;
  publicUrl: string;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const withLang = (path: string, lang: Lang) => `${path}?lang=${lang}`;
const other = (lang: Lang): Lang => (lang === 'ar' ? 'en' : 'ar');

export function interactionRoutes(deps: InteractionDeps): Router {
  const { provider, accounts } = deps;
  const logger = new Logger('DevIdentityProvider');
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.set('cache-control', 'no-store');
    next();
  };

  /** Loads the interaction this page belongs to, or answers that it has expired. */
  const load = async (req: Request, res: Response): Promise<{ details: Details; lang: Lang } | null> => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) throw new oidcErrors.SessionNotFound('interaction mismatch');
      return { details, lang: pickLang(req.query.lang, details.params.ui_locales) };
    } catch (err) {
      if (!(err instanceof oidcErrors.SessionNotFound)) throw err;
      const lang = pickLang(req.query.lang);
      res
        .status(400)
        .type('html')
        .send(messagePage(lang, TEXTS[lang].errorTitle, TEXTS[lang].expired, `${deps.publicUrl}/`));
      return null;
    }
  };

  const links = (uid: string, lang: Lang, page: 'login' | 'signup') => {
    const base = `/oidc/interaction/${uid}`;
    return {
      action: withLang(`${base}/${page}`, lang),
      signUpHref: withLang(`${base}/signup`, lang),
      signInHref: withLang(base, lang),
      cancelHref: withLang(`${base}/abort`, lang),
      languageHref: withLang(page === 'login' ? base : `${base}/signup`, other(lang)),
    };
  };

  /** Answers 429 with the page in its language when this address has used up its attempts. */
  const throttled = async (req: Request, res: Response, lang: Lang, render: (error: string) => string) => {
    const result = await deps.limiter.consume(`idp-password:ip:${clientIp(req)}`, deps.passwordLimit);
    if (result.allowed) return false;
    res.status(429).set('Retry-After', String(result.retryAfterSeconds)).type('html');
    res.send(render(TEXTS[lang].tooManyAttempts(result.retryAfterSeconds)));
    return true;
  };

  const finishLogin = (req: Request, res: Response, accountId: string) =>
    provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });

  router.get('/interaction/:uid', noStore, async (req, res) => {
    const loaded = await load(req, res);
    if (!loaded) return;
    const { details, lang } = loaded;
    if (details.prompt.name === 'consent') return finishConsent(provider, req, res, details);
    if (details.params.screen_hint === 'signup')
      return res.redirect(303, links(details.uid, lang, 'signup').signUpHref);
    res.type('html').send(loginPage({ lang, ...links(details.uid, lang, 'login') }));
  });

  router.post('/interaction/:uid/login', noStore, form, async (req, res) => {
    const loaded = await load(req, res);
    if (!loaded) return;
    const { details, lang } = loaded;
    const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
    const page = (error: string) => loginPage({ lang, ...links(details.uid, lang, 'login'), email, error });
    if (await throttled(req, res, lang, page)) return;
    const account = await accounts.authenticate(email, typeof req.body?.password === 'string' ? req.body.password : '');
    if (!account) return res.status(401).type('html').send(page(TEXTS[lang].wrongPassword));
    await finishLogin(req, res, account.subject);
  });

  router.get('/interaction/:uid/signup', noStore, async (req, res) => {
    const loaded = await load(req, res);
    if (!loaded) return;
    const { details, lang } = loaded;
    res.type('html').send(signUpPage({ lang, ...links(details.uid, lang, 'signup'), values: {}, errors: {} }));
  });

  router.post('/interaction/:uid/signup', noStore, form, async (req, res) => {
    const loaded = await load(req, res);
    if (!loaded) return;
    const { details, lang } = loaded;
    const view = (over: Partial<SignUpView>) =>
      signUpPage({ lang, ...links(details.uid, lang, 'signup'), values: {}, errors: {}, ...over });
    if (await throttled(req, res, lang, (formError) => view({ formError }))) return;
    const check = checkSignUp(req.body ?? {}, lang);
    if (!check.ok)
      return res
        .status(400)
        .type('html')
        .send(view({ values: check.values, errors: check.errors }));
    const { firstName, lastName, email, password } = check.input;
    const created = await accounts.register({ email, password, givenName: firstName, familyName: lastName });
    if (created === 'duplicate') {
      const values = { firstName, lastName, email };
      return res
        .status(409)
        .type('html')
        .send(view({ values, errors: { email: TEXTS[lang].duplicateEmail } }));
    }
    logger.log(`Development account created for ${created.email}`);
    await finishLogin(req, res, created.subject);
  });

  router.get('/interaction/:uid/abort', noStore, async (req, res) => {
    if (!(await load(req, res))) return;
    const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in.' };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  });

  router.use('/interaction', (err: Error, req: Request, res: Response, _next: NextFunction) => {
    logger.error(`Interaction failed: ${err.message}`, err.stack);
    const lang = pickLang(req.query.lang);
    res
      .status(500)
      .type('html')
      .send(messagePage(lang, TEXTS[lang].errorTitle, TEXTS[lang].errorText, `${deps.publicUrl}/`));
  });
  return router;
}

/** Our one client is first-party, so consent is granted without asking (normally done in loadExistingGrant). */
async function finishConsent(provider: Provider, req: Request, res: Response, details: Details) {
  const grant = details.grantId
    ? (await provider.Grant.find(details.grantId))!
    : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  const consent = details.grantId ? {} : { grantId };
  await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
}
