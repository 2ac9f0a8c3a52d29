import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import PaletteIcon from '@mui/icons-material/Palette';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { LanguageToggle } from './language-toggle';
import { AccountActions, MainNavLinks } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

/** The site header: wide screens show everything inline; narrow ones fold links into a collapsible menu. */
export function NavBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A new page closes the menu (adjusted while rendering, not in an effect that would render twice).
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
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.1rem', flexShrink: 0 }}
        >
          <PaletteIcon color="primary" aria-hidden />
          {t('app.name')}
        </Link>
        <Box
          component="nav"
          aria-label={t('nav.mainLabel')}
          sx={{ display: { xs: 'none', lg: 'flex' }, mx: 2, gap: 0.5 }}
        >
          <MainNavLinks />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center' }}>
          <LanguageToggle />
          <AccountActions />
        </Stack>
        <IconButton
          sx={{ display: { lg: 'none' } }}
          color="inherit"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Collapse in={menuOpen} id={MOBILE_MENU_ID} sx={{ display: { lg: 'none' } }}>
        <Stack component="nav" aria-label={t('nav.mobileLabel')} spacing={0.5} sx={{ px: 2, pb: 2 }}>
          <MainNavLinks vertical />
          <LanguageToggle fullWidth />
          <AccountActions vertical />
        </Stack>
      </Collapse>
    </AppBar>
  );
}
