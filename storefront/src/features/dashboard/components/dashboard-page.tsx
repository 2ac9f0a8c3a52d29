import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session/use-session';
import { DashboardLinks, sellerKind } from './dashboard-links';
import { FavoritesTab } from './favorites-tab';
import { InquiriesTab } from './inquiries-tab';
import { ProfileCard } from './profile-card';
import { QuickStatsCard } from './quick-stats-card';
import { ReceivedInquiriesTab } from './received-inquiries-tab';
import { RegistrationsTab } from './registrations-tab';
import { SettingsTab } from './settings-tab';
import { VerificationTab } from '../kyc/verification-tab';
import { MyOffersTab, MyOrdersTab } from '../../orders';

/** Commissions have their own screen (features never import each other): this tab leads to "my commissions". */
function CommissionsTab() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('dashboard.commissions.intro')}</Typography>
      <Button component={RouterLink} to="/commissions?view=mine" variant="contained">
        {t('dashboard.commissions.open')}
      </Button>
    </Stack>
  );
}
import { ProfilePictureCard, PublicProfileTab } from '../../profile-editing';

const panels = {
  favorites: FavoritesTab,
  registrations: RegistrationsTab,
  orders: MyOrdersTab,
  offers: MyOffersTab,
  inquiries: InquiriesTab,
  received: ReceivedInquiriesTab,
  verification: VerificationTab,
  commissions: CommissionsTab,
  settings: SettingsTab,
  profile: PublicProfileTab,
} as const;
type TabKey = keyof typeof panels;

/** The personal dashboard (SPEC section 2): profile and quick stats on one side, tabs on the other. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const [params, setParams] = useSearchParams();
  usePageTitle(t('dashboard.title'));
  // Artists and galleries also answer the inquiries they receive.
  const tabs: TabKey[] = sellerKind(roles)
    ? [
        'favorites',
        'orders',
        'offers',
        'registrations',
        'inquiries',
        'received',
        'profile',
        'verification',
        'commissions',
        'settings',
      ]
    : ['favorites', 'orders', 'offers', 'registrations', 'inquiries', 'verification', 'commissions', 'settings'];
  const requested = params.get('tab') as TabKey | null;
  const current: TabKey = requested && tabs.includes(requested) ? requested : 'favorites';
  const Panel = panels[current];

  if (!user) {
    return (
      <PageSection title={t('dashboard.title')}>
        <Typography sx={{ mb: 2 }}>{t('dashboard.signInPrompt')}</Typography>
        <Button component={RouterLink} to="/auth" variant="contained">
          {t('nav.signIn')}
        </Button>
      </PageSection>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="dashboard-page">
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {t('dashboard.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <ProfileCard profile={user} />
            <ProfilePictureCard />
            <QuickStatsCard />
            <DashboardLinks roles={roles} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Tabs
            value={current}
            onChange={(_, value: TabKey) =>
              setParams(
                (p) => {
                  p.set('tab', value);
                  return p;
                },
                { replace: true },
              )
            }
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('dashboard.tabs.label')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((key) => (
              <Tab
                key={key}
                value={key}
                label={t(key === 'orders' || key === 'offers' ? `orders.tabs.${key}` : `dashboard.tabs.${key}`)}
                id={`dashboard-tab-${key}`}
                aria-controls={`dashboard-panel-${key}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`dashboard-panel-${current}`} aria-labelledby={`dashboard-tab-${current}`}>
            <Panel />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
