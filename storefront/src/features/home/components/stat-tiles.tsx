import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { useFavorites, useFeaturedArtists, useFeaturedArtworks, useLiveAuctions } from '../hooks/use-home-data';

interface TileProps {
  label: string;
  value: number | undefined;
  loading: boolean;
  failed: boolean;
  testId: string;
}

function StatTile({ label, value, loading, failed, testId }: TileProps) {
  const language = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }} data-testid={testId}>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {loading ? <Skeleton width="3ch" /> : failed ? '–' : formatNumber(value ?? 0, language)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}

/** SPEC section 2: favourites, featured artworks, live auctions and featured artists, counted. */
export function StatTiles() {
  const { t } = useTranslation();
  const tiles = [
    { key: 'favorites', query: useFavorites() },
    { key: 'featuredArtworks', query: useFeaturedArtworks() },
    { key: 'liveAuctions', query: useLiveAuctions() },
    { key: 'featuredArtists', query: useFeaturedArtists() },
  ] as const;
  return (
    <Grid container spacing={2} sx={{ mb: 6 }} component="section" aria-label={t('home.stats.title')}>
      {tiles.map(({ key, query }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <StatTile
            label={t(`home.stats.${key}`)}
            value={query.data?.length}
            loading={query.isPending}
            failed={query.isError}
            testId={`stat-${key}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
