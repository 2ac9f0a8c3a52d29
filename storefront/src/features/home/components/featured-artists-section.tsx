import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ArtistCard, CardGrid } from '../../catalog';
import { HOME_LIMITS, useFeaturedArtists } from '../hooks/use-home-data';
import { HomeSection } from './home-section';

/** Up to six featured artists, each linking to the profile; hidden once loaded if there are none. */
export function FeaturedArtistsSection() {
  const { t } = useTranslation();
  const artists = useFeaturedArtists();
  if (artists.isSuccess && artists.data.length === 0) return null;
  return (
    <HomeSection id="home-artists" title={t('home.artists.title')} failed={artists.isError}>
      <CardGrid label={t('home.artists.title')}>
        {artists.isPending
          ? Array.from({ length: HOME_LIMITS.artists }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton variant="rounded" height={170} data-testid="artist-skeleton" />
              </li>
            ))
          : (artists.data ?? []).slice(0, HOME_LIMITS.artists).map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} />
              </li>
            ))}
      </CardGrid>
    </HomeSection>
  );
}
