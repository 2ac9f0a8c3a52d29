import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArtworkGrid, ArtworkGridSkeleton } from '../../catalog';
import { HOME_LIMITS, useRecommendedArtworks } from '../hooks/use-home-data';
import { HomeSection } from './home-section';

/** Up to 8 recommended works (the person's stated art preferences first, then the featured ones); skeletons while loading; an empty state that sends the visitor to the artists. */
export function RecommendationsSection() {
  const { t } = useTranslation();
  const artworks = useRecommendedArtworks();
  const items = (artworks.data ?? []).slice(0, HOME_LIMITS.artworks);
  return (
    <HomeSection id="home-recommendations" title={t('home.recommendations.title')} failed={artworks.isError}>
      {artworks.isPending ? (
        <ArtworkGridSkeleton count={HOME_LIMITS.artworks} />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="recommendations-empty">
          <Typography sx={{ mb: 2 }}>{t('home.recommendations.empty')}</Typography>
          <Button component={RouterLink} to="/artists" variant="contained">
            {t('home.recommendations.browseArtists')}
          </Button>
        </Paper>
      ) : (
        <ArtworkGrid artworks={items} label={t('home.recommendations.title')} />
      )}
    </HomeSection>
  );
}
