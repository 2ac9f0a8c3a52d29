import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * react-admin's user button shows the user's name but is labelled only "Profile"; speech-input and screen
 * reader users need the visible name inside the label (WCAG 2.5.3), so the label carries both.
 */
const AppUserMenu = () => {
    const { identity } = useGetIdentity();
    const translate = useTranslate();
    const label = identity?.fullName
        ? `${identity.fullName}: ${translate('ra.auth.user_menu')}`
        : 'ra.auth.user_menu';
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
