import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAccountLinks } from './account-links';
import { LinkLabel } from './link-label';
import { LanguageToggle } from './language-toggle';
import { MainNavList } from './nav-links';

export const NAV_DRAWER_ID = 'mobile-menu';

/**
 * The header on small screens folds into this drawer (it opens from the inline end, so from the left in Arabic):
 * the six links, the language toggle, then the account's shortcuts and sign-in or log-out.
 */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signedIn, shortcuts, actions } = useAccountLinks();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: NAV_DRAWER_ID, 'aria-label': t('nav.menu') } }}
    >
      <Box component="nav" aria-label={t('nav.mobileLabel')} sx={{ width: 'min(300px, 85vw)', pb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <MainNavList />
        <Divider sx={{ my: 1 }} />
        <Box sx={{ px: 1 }}>
          <LanguageToggle fullWidth />
        </Box>
        {signedIn && shortcuts.length > 0 && (
          <>
            <Divider sx={{ my: 1 }} />
            <List
              dense
              disablePadding
              aria-labelledby="drawer-account-title"
              subheader={
                <ListSubheader id="drawer-account-title" disableSticky>
                  {t('nav.account')}
                </ListSubheader>
              }
            >
              {shortcuts.map((link) => (
                <li key={link.to}>
                  <ListItemButton component={NavLink} to={link.to ?? '/'}>
                    <ListItemText primary={<LinkLabel link={link} />} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </>
        )}
        <Divider sx={{ my: 1 }} />
        <Stack spacing={1} sx={{ px: 2 }}>
          {actions.map((link, index) =>
            link.to ? (
              <Button key={link.label} component={NavLink} to={link.to} variant="contained" fullWidth>
                {link.label}
              </Button>
            ) : (
              <Button
                key={link.label}
                href={link.href}
                variant={index === 0 && !signedIn ? 'text' : 'outlined'}
                color="inherit"
                fullWidth
              >
                {link.label}
              </Button>
            ),
          )}
        </Stack>
      </Box>
    </Drawer>
  );
}
