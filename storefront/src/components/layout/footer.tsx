import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { formatNumber } from '../../lib/format';
import { screenFeatures } from '../../config/screens';
import { useFeatureToggles } from '../../lib/feature-toggles';
import { usePublicSettings } from '../../lib/platform-settings';

/**
 * The footer's subscribe form loads after the page: it sits below the fold, and its form controls and request
 * code would otherwise count against the landing page's first-load budget.
 */
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

const exploreLinks = [
  { to: '/artists', key: 'artists' },
  { to: '/galleries', key: 'galleries' },
  { to: '/auctions', key: 'auctions' },
  { to: '/workshops', key: 'workshops' },
  { to: '/events', key: 'events' },
  { to: '/commissions', key: 'commissions' },
  { to: '/discussions', key: 'discussions' },
] as const;

const resourceLinks = [
  { to: '/guide', key: 'guide' },
  { to: '/investment', key: 'investment' },
  { to: '/support', key: 'support' },
] as const;

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const isOn = useFeatureToggles();
  const year = formatNumber(new Date().getFullYear(), useLanguage(), { useGrouping: false });
  // The platform's VAT number and commercial registration, as the admins keep them in the platform settings.
  const settings = usePublicSettings();
  return (
    <Box component="footer" sx={{ bgcolor: '#1f1a16', color: '#f4efe9', mt: 'auto', py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          {isOn('newsletter') && (
            <Grid size={{ xs: 12, md: 6 }}>
              <Suspense fallback={<Box sx={{ minHeight: 120 }} />}>
                <NewsletterForm />
              </Suspense>
            </Grid>
          )}
          <Grid size={{ xs: 6, md: 3 }}>
            <LinkColumn
              title={t('footer.explore')}
              links={exploreLinks
                .filter((l) => isOn(screenFeatures[l.key]))
                .map((l) => ({ to: l.to, label: t(`nav.links.${l.key}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <LinkColumn
              title={t('footer.resources')}
              links={resourceLinks.map((l) => ({ to: l.to, label: t(`screens.${l.key}`) }))}
            />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, opacity: 0.9 }}>
          {t('footer.copyright', { year, app: t('app.name') })}
        </Typography>
        {settings?.vatNumber && (
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }} data-testid="footer-registration">
            {t('footer.registration', { vat: settings.vatNumber, cr: settings.commercialRegistration })}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
