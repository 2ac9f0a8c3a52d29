import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session/use-session';

/**
 * The signed-in home (SPEC section 2). Stat tiles, recommendations, live auctions, collections and featured
 * artists need the catalogue and auction issues; they join this page when those APIs exist.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const name = user?.firstName?.trim();
  const title = name ? t('home.welcome', { name }) : t('home.welcomeNoName');
  usePageTitle(t('home.pageTitle'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="home-page">
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        {t('home.subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {t('home.rolesTitle')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3, listStyle: 'none', p: 0, mx: 0, mt: 0 }} component="ul" aria-label={t('home.rolesTitle')}>
          {roles.map((role) => (
            <Chip key={role} component="li" label={t(`roles.names.${role}`, { defaultValue: role })} color="secondary" variant="outlined" />
          ))}
        </Stack>
        <Button component={RouterLink} to="/role-selection" variant="outlined">
          {t('home.changeRoles')}
        </Button>
      </Paper>
    </Container>
  );
}
