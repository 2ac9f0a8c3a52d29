import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { mainNavLinks, visibleShortcuts } from '../../config/screens';
import { useLanguage } from '../../i18n/use-language';
import { loginUrl, logoutUrl } from '../../lib/auth-urls';
import { useSession } from '../../lib/session/use-session';

const activeStyle = { '&.active': { textDecoration: 'underline', textUnderlineOffset: '6px' } } as const;

/** Artists, galleries, auctions, workshops, events, commissions. */
export function MainNavLinks({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  return mainNavLinks.map((link) => (
    <Button
      key={link.to}
      component={NavLink}
      to={link.to}
      color="inherit"
      fullWidth={vertical}
      sx={{ ...activeStyle, justifyContent: vertical ? 'flex-start' : 'center' }}
    >
      {t(`nav.links.${link.screen}`)}
    </Button>
  ));
}

/** Signed out: sign in and sign up. Signed in: built dashboard shortcuts, Admin (admins only), log out. */
export function AccountActions({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const align = { justifyContent: vertical ? 'flex-start' : 'center' } as const;

  if (session.status !== 'signedIn') {
    return (
      <>
        {/* A full navigation: the API starts the identity provider's sign-in. */}
        <Button
          href={loginUrl({ language, returnTo: `${pathname}${search}` })}
          color="inherit"
          fullWidth={vertical}
          sx={align}
        >
          {t('nav.signIn')}
        </Button>
        <Button component={NavLink} to="/auth" variant="contained" fullWidth={vertical} sx={align}>
          {t('nav.signUp')}
        </Button>
      </>
    );
  }

  return (
    <>
      {visibleShortcuts(session.roles).map((s) => (
        <Button
          key={s.to}
          component={NavLink}
          to={s.to}
          color="inherit"
          fullWidth={vertical}
          sx={{ ...activeStyle, ...align }}
        >
          {t(`screens.${s.screen}`)}
        </Button>
      ))}
      {session.isAdmin && (
        <Button
          component={NavLink}
          to="/admin"
          color="inherit"
          fullWidth={vertical}
          sx={{ ...activeStyle, ...align }}
          data-testid="admin-link"
        >
          {t('nav.admin')}
        </Button>
      )}
      <Button href={logoutUrl(language)} variant="outlined" color="inherit" fullWidth={vertical} sx={align}>
        {t('nav.logout')}
      </Button>
    </>
  );
}
