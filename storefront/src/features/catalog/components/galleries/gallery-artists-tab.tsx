import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { galleryArtistsQuery } from '../../api/profiles';
import { EmptyState, ErrorState } from '../common/list-states';
import { ArtistCard } from '../shared/artist-card';
import { ArtworkGridSkeleton, CardGrid } from '../shared/artwork-grid';

/** The artists the gallery represents. */
export function GalleryArtistsTab({ galleryId }: { galleryId: string }) {
  const { t } = useTranslation();
  const artists = useQuery(galleryArtistsQuery(galleryId));
  if (artists.isPending) return <ArtworkGridSkeleton count={4} />;
  if (artists.isError)
    return <ErrorState title={t('catalog.artists.loadError')} onRetry={() => void artists.refetch()} />;
  if (artists.data.length === 0) return <EmptyState title={t('catalog.galleries.noArtists')} />;
  return (
    <CardGrid label={t('catalog.galleries.tabs.artists')}>
      {artists.data.map((artist) => (
        <li key={artist.id}>
          <ArtistCard artist={artist} headingComponent="h2" />
        </li>
      ))}
    </CardGrid>
  );
}
