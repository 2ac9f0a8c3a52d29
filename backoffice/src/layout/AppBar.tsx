import { type Theme, useMediaQuery } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * react-admin's user button shows the user's name (from the `sm` breakpoint up, as react-admin decides) but is
 * labelled only "Profile"; speech-input and screen reader users need the visible name inside the label
 * (WCAG 2.5.3), so there the label carries both. The icon-only button keeps the translated key.
 */
const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label =
    showsName && identity?.fullName ? `${identity.fullName}: ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return <UserMenu label={label} />;
};

export const AppBar = () => (
  <RaAppBar
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <LanguageSwitch />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </RaAppBar>
);
