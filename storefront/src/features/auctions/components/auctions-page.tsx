import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { auctionListQuery, type ListTab } from '../api/auctions-api';
import { AuctionCard } from './auction-card';

const TABS: ListTab[] = ['live', 'upcoming', 'all'];

/** /auctions: live, upcoming and all auctions. */
export default function AuctionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('auctions.title'));
  const [tab, setTab] = useState<ListTab>('live');
  const list = useQuery(auctionListQuery(tab));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" component="h1">
        {t('auctions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('auctions.subtitle')}
      </Typography>
      <Tabs value={tab} onChange={(_, v: ListTab) => setTab(v)} sx={{ mb: 3 }} aria-label={t('auctions.title')}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`auctions.tabs.${key}`)} />
        ))}
      </Tabs>
      {list.isPending ? <CircularProgress aria-label={t('auctions.title')} /> : null}
      {list.isError ? <Alert severity="error">{t('auctions.loadError')}</Alert> : null}
      {list.data && list.data.items.length === 0 ? (
        <Typography data-testid="auctions-empty">{t(`auctions.empty.${tab}`)}</Typography>
      ) : null}
      <Grid container spacing={3}>
        {list.data?.items.map((auction) => (
          <Grid key={auction.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <AuctionCard auction={auction} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
