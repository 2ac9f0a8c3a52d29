import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArtworkCard, type Artwork as CatalogArtwork } from '../../catalog';
import { favoritesQuery } from '../api/dashboard-queries';
import type { Favorite } from '../api/types';
import { useRemoveFavorite } from '../hooks/use-dashboard-mutations';
import { useLocalized } from '../../../i18n/use-localized';
import { CardSkeleton } from './card-skeleton';
import { EmptyState, QueryList } from '../../../components/tab-states';

const cell = { xs: 12, sm: 6, lg: 4 } as const;

function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const remove = useRemoveFavorite();
  const artwork = favorite.artwork;
  if (!artwork) return null;
  const title = localized(artwork.title, artwork.titleAr);
  return (
    <Stack spacing={1} sx={{ height: '100%' }} data-testid="favorite-card">
      <Box sx={{ flex: 1 }}>
        <ArtworkCard artwork={artwork as CatalogArtwork} showFavorite={false} />
      </Box>
      <Button
        size="small"
        color="error"
        variant="outlined"
        onClick={() => remove.mutate(favorite.artworkId)}
        loading={remove.isPending}
        aria-label={t('dashboard.favorites.removeNamed', { title })}
      >
        {t('dashboard.favorites.remove')}
      </Button>
    </Stack>
  );
}

export function FavoritesTab() {
  const { t } = useTranslation();
  const favorites = useQuery(favoritesQuery);
  const empty = (
    <EmptyState
      text={t('dashboard.favorites.empty')}
      links={[{ to: '/artists', label: t('dashboard.favorites.browse') }]}
      testId="favorites-empty"
    />
  );
  const loading = (
    <Grid container spacing={2}>
      {Array.from({ length: 4 }, (_, i) => (
        <Grid key={i} size={cell}>
          <CardSkeleton media testId="favorite-skeleton" />
        </Grid>
      ))}
    </Grid>
  );
  return (
    <QueryList query={favorites} loading={loading} empty={empty}>
      {(items) => (
        <Grid container spacing={2}>
          {items
            .filter((f) => f.artwork)
            .map((f) => (
              <Grid key={f.id} size={cell}>
                <FavoriteCard favorite={f} />
              </Grid>
            ))}
        </Grid>
      )}
    </QueryList>
  );
}
