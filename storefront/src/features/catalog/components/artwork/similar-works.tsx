import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { similarArtworksQuery } from '../../api/artworks';
import { ArtworkGrid, ArtworkGridSkeleton } from '../shared/artwork-grid';

/** Up to eight works of the same category, style or artist; hidden when there are none or they fail. */
export function SimilarWorks({ artworkId }: { artworkId: string }) {
  const { t } = useTranslation();
  const similar = useQuery(similarArtworksQuery(artworkId));
  if (similar.isError || (similar.data && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-title" data-testid="similar-works">
      <Typography id="similar-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {t('catalog.artwork.similar')}
      </Typography>
      {similar.isPending ? (
        <ArtworkGridSkeleton count={4} />
      ) : (
        <ArtworkGrid artworks={similar.data} label={t('catalog.artwork.similar')} />
      )}
    </section>
  );
}
