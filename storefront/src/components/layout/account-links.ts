import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { builtScreens } from '../../app/screen-discovery';
import { screenFeatures, visibleShortcuts } from '../../config/screens';
import { useLanguage } from '../../i18n/use-language';
import { loginUrl, logoutUrl } from '../../lib/auth-urls';
import { useSession } from '../../lib/session/use-session';
import { useFeatureToggles } from '../../lib/feature-toggles';
import { useUnreadMessageCount } from '../../features/messages';

export interface AccountLink {
  label: string;
  /** An in-app route (router navigation) … */
  to?: string;
  /** … or a full navigation (the API's /api/login and /api/logout). */
  href?: string;
  /** A count worth the person's attention (unread messages), shown as a badge; absent or 0 shows none. */
  badge?: number;
}

export interface AccountLinks {
  signedIn: boolean;
  /** Signed in: the dashboard shortcuts the user's roles open, then Admin for admins. */
  shortcuts: AccountLink[];
  /** Signed in: log out. Signed out: sign in, then sign up. */
  actions: AccountLink[];
  /** What the shortcuts' badges add up to (the account button shows it). */
  attention: number;
}

/**
 * What the account area offers, the same for the header's account menu and the small-screen drawer: the
 * dashboard shortcuts by role (SPEC section 2), Admin only for admins, and sign in / sign up or log out.
 */
export function useAccountLinks(): AccountLinks {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const isOn = useFeatureToggles();
  const unread = useUnreadMessageCount();

  if (session.status !== 'signedIn') {
    return {
      signedIn: false,
      shortcuts: [],
      attention: 0,
      actions: [
        // A full navigation: the API starts the identity provider's sign-in.
        { label: t('nav.signIn'), href: loginUrl({ language, returnTo: `${pathname}${search}` }) },
        { label: t('nav.signUp'), to: '/auth' },
      ],
    };
  }
  return {
    signedIn: true,
    shortcuts: [
      ...visibleShortcuts(session.roles, builtScreens)
        .filter((s) => isOn(screenFeatures[s.screen]))
        .map((s) => ({ label: t(`screens.${s.screen}`), to: s.to, badge: s.screen === 'messages' ? unread : 0 })),
      ...(session.isAdmin ? [{ label: t('nav.admin'), to: '/admin' }] : []),
    ],
    actions: [{ label: t('nav.logout'), href: logoutUrl(language) }],
    attention: unread,
  };
}
