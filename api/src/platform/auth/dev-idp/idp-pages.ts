/**
 * The development identity provider's pages: plain HTML forms, no script, in English or Arabic with
 * `<html lang dir>` set for the language, every field with its label.
 */
import { type Lang, TEXTS } from './idp-texts.js';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,"Noto Sans Arabic","Segoe UI",Tahoma,sans-serif;background:#f6f3ee;margin:0;color:#2b2118}
main{max-width:24rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#8a5a2b;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#ddd;color:#2b2118}.error{color:#a40000}.hint{color:#6b5d50;font-size:.9rem}
nav{margin-top:1.5rem;display:flex;justify-content:space-between;gap:1rem}`;

export function layout(lang: Lang, title: string, body: string, languageHref?: string): string {
  const t = TEXTS[lang];
  const other = languageHref
    ? `<p><a href="${escapeHtml(languageHref)}" lang="${lang === 'ar' ? 'en' : 'ar'}">${t.otherLanguage}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${escapeHtml(t.provider)}</title><style>${STYLE}</style></head>
<body><main><p class="hint">${escapeHtml(t.provider)}</p>${body}${other}</main></body>
</html>`;
}

const field = (
  name: string,
  label: string,
  type: string,
  value: string,
  error: string | undefined,
  autocomplete: string,
) =>
  `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;

export interface LoginView {
  lang: Lang;
  action: string;
  signUpHref: string;
  cancelHref: string;
  languageHref: string;
  email?: string;
  error?: string;
}

export function loginPage(v: LoginView): string {
  const t = TEXTS[v.lang];
  return layout(
    v.lang,
    t.signInTitle,
    `<h1>${t.signInTitle}</h1>
${v.error ? `<p class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<form method="post" action="${escapeHtml(v.action)}">
${field('email', t.email, 'email', v.email ?? '', undefined, 'username')}
${field('password', t.password, 'password', '', undefined, 'current-password')}
<button type="submit">${t.signIn}</button>
</form>
<p class="hint">${t.demoHint}</p>
<nav><a href="${escapeHtml(v.signUpHref)}">${t.noAccount} ${t.signUpTitle}</a><a href="${escapeHtml(v.cancelHref)}">${t.cancel}</a></nav>`,
    v.languageHref,
  );
}

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password';

export interface SignUpView {
  lang: Lang;
  action: string;
  signInHref: string;
  cancelHref: string;
  languageHref: string;
  values: Partial<Record<SignUpField, string>>;
  errors: Partial<Record<SignUpField, string>>;
  formError?: string;
}

export function signUpPage(v: SignUpView): string {
  const t = TEXTS[v.lang];
  const e = v.errors;
  const summary = v.formError ?? (Object.keys(e).length ? t.fixErrors : undefined);
  return layout(
    v.lang,
    t.signUpTitle,
    `<h1>${t.signUpTitle}</h1>
${summary ? `<p class="error" role="alert">${escapeHtml(summary)}</p>` : ''}
<form method="post" action="${escapeHtml(v.action)}">
${field('firstName', t.firstName, 'text', v.values.firstName ?? '', e.firstName, 'given-name')}
${field('lastName', t.lastName, 'text', v.values.lastName ?? '', e.lastName, 'family-name')}
${field('email', t.email, 'email', v.values.email ?? '', e.email, 'email')}
${field('password', t.password, 'password', '', e.password, 'new-password')}
<button type="submit">${t.signUp}</button>
</form>
<nav><a href="${escapeHtml(v.signInHref)}">${t.haveAccount} ${t.signInTitle}</a><a href="${escapeHtml(v.cancelHref)}">${t.cancel}</a></nav>`,
    v.languageHref,
  );
}

/** The provider supplies `form` (hidden fields and its own id); the buttons submit it. */
export function logoutPage(lang: Lang, form: string): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.logoutTitle,
    `<h1>${t.logoutTitle}</h1><p>${t.logoutQuestion}</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${t.logoutYes}</button>
<button class="secondary" type="submit" form="op.logoutForm">${t.logoutNo}</button>`,
  );
}

export function messagePage(lang: Lang, title: string, text: string, homeHref: string): string {
  return layout(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(homeHref)}">${TEXTS[lang].backHome}</a></p>`,
  );
}
