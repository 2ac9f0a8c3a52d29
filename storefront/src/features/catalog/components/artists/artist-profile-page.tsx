import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../../components/use-page-title';
import { artworksQuery } from '../../api/artworks';
import { artistQuery } from '../../api/profiles';
import { useSearchParamsState } from '../../hooks/use-search-params-state';
import { countryKey } from '../../lib/countries';
import { useLocalized } from '../../../../i18n/use-localized';
import { ListPagination } from '../../../../components/list-pagination';
import { PAGE_SIZE } from '../../api/query-string';
import { EmptyState, ErrorState } from '../common/list-states';
import { PageContainer } from '../../../../components/page-container';
import { ProfileHeader, ProfileLoadError } from '../common/profile-header';
import { ProfileSkeleton } from '../../../../components/profile-skeleton';
import { ProfileTabs, TabPanel } from '../../../../components/profile-tabs';
import { StatTiles } from '../../../../components/stat-tiles';
import { BadgeStrip } from '../../../achievements';
import { ArtworkGrid, ArtworkGridSkeleton } from '../shared/artwork-grid';
import { ArtistAbout } from './artist-about';
import { useProfileView } from '../../hooks/use-profile-view';

type ArtistTab = 'artworks' | 'about';

function ArtistArtworks({ artistId }: { artistId: string }) {
  const { t } = useTranslation();
  const { page, update } = useSearchParamsState(['tab'] as const);
  const works = useQuery(artworksQuery({ artistId, page, sort: 'latest' }));
  if (works.isPending) return <ArtworkGridSkeleton count={4} />;
  if (works.isError) return <ErrorState title={t('catalog.artworks.loadError')} onRetry={() => void works.refetch()} />;
  if (works.data.items.length === 0) return <EmptyState title={t('catalog.artists.noArtworks')} />;
  return (
    <>
      <ArtworkGrid artworks={works.data.items} label={t('catalog.artists.tabs.artworks')} headingComponent="h2" />
      <ListPagination
        pageSize={PAGE_SIZE}
        total={works.data.total}
        page={page}
        onChange={(next) => update({ page: next })}
      />
    </>
  );
}

/** /artists/:id: header with follow and share, stats, tabs artworks and about. */
export default function ArtistProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const local = useLocalized();
  const artist = useQuery(artistQuery(id));
  const { values, update } = useSearchParamsState(['tab'] as const);
  const tab: ArtistTab = values.tab === 'about' ? 'about' : 'artworks';
  const name = artist.data ? local(artist.data.name, artist.data.nameAr) : undefined;
  usePageTitle(name ?? t('screens.artistProfile'));
  useProfileView('artists', artist.data?.id);

  if (artist.isPending) return <ProfileSkeleton />;
  if (artist.isError)
    return <ProfileLoadError kind="artists" error={artist.error} onRetry={() => void artist.refetch()} />;
  const a = artist.data;
  const country = countryKey(a.nationality);
  return (
    <PageContainer testId="artist-profile">
      <ProfileHeader
        type="artist"
        id={a.id}
        name={name}
        picture={
          <Avatar src={a.profileImage ?? undefined} alt={name} sx={{ width: 120, height: 120, fontSize: '3rem' }}>
            {name?.slice(0, 1)}
          </Avatar>
        }
        place={a.nationality && (country ? t(`catalog.countries.${country}`) : a.nationality)}
        featured={a.featured}
      />
      {a.managedBy ? (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="artist-managed-by">
          {t('catalog.artists.representedBy')}{' '}
          <Link component={RouterLink} to={`/galleries/${a.managedBy.id}`}>
            {local(a.managedBy.name, a.managedBy.nameAr)}
          </Link>{' '}
          {t('catalog.artists.managedByGallery')}
        </Typography>
      ) : null}
      <StatTiles
        label={t('catalog.artists.statsLabel')}
        stats={[
          { label: t('catalog.stats.artworks'), value: a.stats?.artworks ?? a.artworkCount },
          { label: t('catalog.stats.followers'), value: a.stats?.followers ?? a.followerCount },
          {
            label: t('catalog.stats.exhibitions'),
            value: a.stats?.exhibitions ?? (a.exhibitions?.solo?.length ?? 0) + (a.exhibitions?.group?.length ?? 0),
          },
        ]}
      />
      <BadgeStrip userId={a.userId} />
      <ProfileTabs
        idPrefix="artist"
        label={t('catalog.artists.tabsLabel')}
        value={tab}
        onChange={(next) => update({ tab: next === 'artworks' ? null : next })}
        tabs={[
          { value: 'artworks', label: t('catalog.artists.tabs.artworks') },
          { value: 'about', label: t('catalog.artists.tabs.about') },
        ]}
      />
      <TabPanel idPrefix="artist" value={tab}>
        {tab === 'artworks' ? <ArtistArtworks artistId={a.id} /> : <ArtistAbout artist={a} />}
      </TabPanel>
    </PageContainer>
  );
}
