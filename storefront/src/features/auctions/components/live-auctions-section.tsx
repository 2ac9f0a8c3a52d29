import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { liveAuctionsQuery } from '../api/auctions-api';
import { AuctionCard } from './auction-card';

/** The home page's live auctions: up to 6 cards; nothing at all while none is live (or the call failed). */
export default function LiveAuctionsSection() {
  const { t } = useTranslation();
  const live = useQuery(liveAuctionsQuery);
  const auctions = (live.data ?? []).slice(0, 6);
  if (auctions.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="live-auctions-title" sx={{ mb: 6 }} data-testid="live-auctions">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2.5 }}>
        <Typography id="live-auctions-title" variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('auctions.liveSection.title')}
        </Typography>
        <Button component={RouterLink} to="/auctions">
          {t('auctions.liveSection.viewAll')}
        </Button>
      </Stack>
      <Grid container spacing={3}>
        {auctions.map((auction) => (
          <Grid key={auction.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <AuctionCard auction={auction} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
