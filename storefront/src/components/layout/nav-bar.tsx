import MenuIcon from '@mui/icons-material/Menu';
import PaletteIcon from '@mui/icons-material/Palette';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AccountMenu } from './account-menu';
import { LanguageToggle } from './language-toggle';
import { NAV_DRAWER_ID, NavDrawer } from './nav-drawer';
import { MainNavLinks } from './nav-links';

/**
 * The site header. Wide screens (lg and up) show the spec's six links, the language toggle and the account menu
 * on one line; everything a role adds goes into the account menu, never into the bar. Narrower screens show
 * the name, the language toggle (from sm) and a button opening the drawer.
 */
export function NavBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A new page closes the drawer (adjusted while rendering, not in an effect that would render twice).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <AppBar
      position="sticky"
      component="header"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'nowrap', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 700,
            fontSize: { xs: '1rem', sm: '1.1rem' },
            flexShrink: 1,
            minWidth: 0,
          }}
        >
          <PaletteIcon color="primary" aria-hidden />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {t('app.name')}
          </Box>
        </Link>
        <Box
          component="nav"
          aria-label={t('nav.mainLabel')}
          sx={{ display: { xs: 'none', lg: 'flex' }, flexWrap: 'nowrap', mx: 1, gap: 0.25 }}
        >
          <MainNavLinks />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexShrink: 0 }}>
          <LanguageToggle />
        </Box>
        <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1, alignItems: 'center', flexShrink: 0 }}>
          <AccountMenu />
        </Box>
        <IconButton
          sx={{ display: { lg: 'none' }, flexShrink: 0 }}
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={NAV_DRAWER_ID}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
