import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type AccountLink, useAccountLinks } from './account-links';
import { LinkLabel } from './link-label';

const ACCOUNT_MENU_ID = 'account-menu';

const nowrap = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

function AccountMenuItem({ link, onClose }: { link: AccountLink; onClose: () => void }) {
  return link.to ? (
    <MenuItem component={NavLink} to={link.to} onClick={onClose}>
      <LinkLabel link={link} />
    </MenuItem>
  ) : (
    <MenuItem component="a" href={link.href} onClick={onClose}>
      {link.label}
    </MenuItem>
  );
}

/**
 * The header's account area on wide screens. Signed out: sign in and sign up. Signed in: one "My account"
 * button opening a menu with the dashboard shortcuts, Admin (admins only) and log out, so the header keeps its
 * width however many capabilities a role opens.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { signedIn, shortcuts, actions, attention } = useAccountLinks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  if (!signedIn) {
    const [signIn, signUp] = actions;
    return (
      <>
        <Button href={signIn.href} color="inherit" sx={nowrap}>
          {signIn.label}
        </Button>
        <Button component={NavLink} to={signUp.to ?? '/auth'} variant="contained" sx={nowrap}>
          {signUp.label}
        </Button>
      </>
    );
  }

  const open = anchor !== null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={
          attention > 0 ? (
            <Badge color="primary" variant="dot" overlap="circular">
              <AccountCircleIcon aria-hidden />
            </Badge>
          ) : (
            <AccountCircleIcon aria-hidden />
          )
        }
        endIcon={<ExpandMoreIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? ACCOUNT_MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={nowrap}
      >
        {t('nav.account')}
      </Button>
      <Menu
        id={ACCOUNT_MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('nav.account') } }}
      >
        {shortcuts.map((link) => (
          <AccountMenuItem key={link.to} link={link} onClose={close} />
        ))}
        {shortcuts.length > 0 && <Divider component="li" />}
        {actions.map((link) => (
          <AccountMenuItem key={link.label} link={link} onClose={close} />
        ))}
      </Menu>
    </>
  );
}
