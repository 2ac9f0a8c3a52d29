import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { LoadError } from '../../../components/tab-states';
import { getJson } from '../../../lib/http';
import { FavoritesTab } from './favorites-tab';
import { RegistrationsTab } from './registrations-tab';
import { AuctionWinsList, PurchasesList } from './collector-purchases';

const followsQuery = queryOptions({
  queryKey: ['/api/follows'],
  queryFn: ({ signal }) => getJson<{ artists: string[]; galleries: string[] }>('/api/follows', { signal }),
});

function Following() {
  const { t } = useTranslation();
  const follows = useQuery(followsQuery);
  if (follows.isError) return <LoadError />;
  if (!follows.data) return null;
  return (
    <Stack direction="row" spacing={1} data-testid="collector-following">
      <Chip label={t('dashboard.collector.artists', { count: follows.data.artists.length })} />
      <Chip label={t('dashboard.collector.galleries', { count: follows.data.galleries.length })} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** A collector's own page (`/collector`): who they follow, what they bought and won at auction, their favourites and their registrations. */
export default function CollectorPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.collector.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="collector-page">
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {t('dashboard.collector.title')}
      </Typography>
      <Stack spacing={5}>
        <Section title={t('dashboard.collector.following')}>
          <Following />
        </Section>
        <Section title={t('dashboard.collector.purchases')}>
          <PurchasesList />
        </Section>
        <Section title={t('dashboard.collector.wins')}>
          <AuctionWinsList />
        </Section>
        <Section title={t('dashboard.collector.favorites')}>
          <FavoritesTab />
        </Section>
        <Section title={t('dashboard.collector.registrations')}>
          <RegistrationsTab />
        </Section>
      </Stack>
    </Container>
  );
}
