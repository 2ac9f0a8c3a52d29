import CheckIcon from '@mui/icons-material/Check';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

const features: readonly { key: string; Icon: ComponentType<{ 'aria-hidden'?: boolean }> }[] = [
  { key: 'discover', Icon: TravelExploreIcon },
  { key: 'auctions', Icon: GavelIcon },
  { key: 'workshops', Icon: EventIcon },
  { key: 'invoices', Icon: ReceiptLongIcon },
];

const benefits = ['free', 'earlyAccess', 'bilingual', 'verified'] as const;

/** Four feature blurbs and four join benefits (SPEC section 2, auth page). */
export function MarketingPanel() {
  const { t } = useTranslation();
  return (
    <Box sx={{ color: '#ffffff' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
        {t('auth.title')}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.1rem', color: '#f4efe9' }}>{t('auth.subtitle')}</Typography>
      <Stack spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
        {features.map(({ key, Icon }) => (
          <Stack key={key} component="li" direction="row" spacing={2}>
            <Box sx={{ bgcolor: 'rgba(255,255,255,0.14)', borderRadius: 2, p: 1, height: 40, display: 'flex' }}>
              <Icon aria-hidden />
            </Box>
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {t(`auth.features.${key}.title`)}
              </Typography>
              <Typography sx={{ color: '#f4efe9' }}>{t(`auth.features.${key}.body`)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('auth.benefitsTitle')}
      </Typography>
      <List dense disablePadding>
        {benefits.map((key) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36, color: '#ffffff' }}>
              <CheckIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`auth.benefits.${key}`)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
