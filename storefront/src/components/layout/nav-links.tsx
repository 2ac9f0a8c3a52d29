import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mainNavLinks, screenFeatures } from '../../config/screens';
import { useFeatureToggles } from '../../lib/feature-toggles';

/** The main links whose feature is on for the visitor (an admin can switch auctions, workshops, … off). */
function useMainNavLinks() {
  const isOn = useFeatureToggles();
  return mainNavLinks.filter((link) => isOn(screenFeatures[link.screen]));
}

const activeStyle = { '&.active': { textDecoration: 'underline', textUnderlineOffset: '6px' } } as const;

/**
 * Artists, galleries, auctions, workshops, events, commissions: one line, never wrapped (the header's width budget);
 * the community links (discussions) join them from extra-wide screens.
 */
export function MainNavLinks() {
  const { t } = useTranslation();
  return useMainNavLinks().map((link) => (
    <Button
      key={link.to}
      component={NavLink}
      to={link.to}
      color="inherit"
      sx={{
        ...activeStyle,
        whiteSpace: 'nowrap',
        flexShrink: 0,
        minWidth: 0,
        px: 1.25,
        ...(link.community ? { display: { xs: 'none', xl: 'inline-flex' } } : {}),
      }}
    >
      {t(`nav.links.${link.screen}`)}
    </Button>
  ));
}

/** The same links as a list, community links included, for the drawer on small screens. */
export function MainNavList() {
  const { t } = useTranslation();
  const links = useMainNavLinks();
  return (
    <List dense disablePadding>
      {links.map((link) => (
        <li key={link.to}>
          <ListItemButton component={NavLink} to={link.to} sx={{ '&.active': { fontWeight: 700 } }}>
            <ListItemText primary={t(`nav.links.${link.screen}`)} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
