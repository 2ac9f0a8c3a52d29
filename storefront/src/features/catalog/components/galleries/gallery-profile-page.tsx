import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../../components/use-page-title';
import { galleryQuery } from '../../api/profiles';
import type { Gallery } from '../../api/types';
import { useSearchParamsState } from '../../hooks/use-search-params-state';
import { useLocalized } from '../../../../i18n/use-localized';
import { PageContainer } from '../../../../components/page-container';
import { ProfileHeader, ProfileLoadError } from '../common/profile-header';
import { ProfileSkeleton } from '../../../../components/profile-skeleton';
import { ProfileTabs, TabPanel } from '../../../../components/profile-tabs';
import { StatTiles } from '../../../../components/stat-tiles';
import { BadgeStrip } from '../../../achievements';
import { GalleryArtistsTab } from './gallery-artists-tab';
import { GalleryArtworksTab } from './gallery-artworks-tab';
import { GalleryContactForm } from './gallery-contact-form';
import { GalleryEventsTab } from './gallery-events-tab';
import { GalleryExhibitionsTab } from './gallery-exhibitions-tab';
import { GalleryOverview } from './gallery-overview';
import { useProfileView } from '../../hooks/use-profile-view';

const TABS = ['overview', 'artworks', 'artists', 'exhibitions', 'events'] as const;
type GalleryTab = (typeof TABS)[number];

function TabContent({ tab, gallery }: { tab: GalleryTab; gallery: Gallery }) {
  switch (tab) {
    case 'artworks':
      return <GalleryArtworksTab galleryId={gallery.id} />;
    case 'artists':
      return <GalleryArtistsTab galleryId={gallery.id} />;
    case 'exhibitions':
      return <GalleryExhibitionsTab exhibitions={gallery.exhibitions ?? []} />;
    case 'events':
      return <GalleryEventsTab events={gallery.events ?? []} />;
    default:
      return <GalleryOverview gallery={gallery} />;
  }
}

/** /galleries/:id: cover, follow and share, statistics, five tabs, and the contact form beside them. */
export default function GalleryProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const local = useLocalized();
  const gallery = useQuery(galleryQuery(id));
  const { values, update } = useSearchParamsState(['tab'] as const);
  const tab: GalleryTab = (TABS as readonly string[]).includes(values.tab) ? (values.tab as GalleryTab) : 'overview';
  const name = gallery.data ? local(gallery.data.name, gallery.data.nameAr) : undefined;
  usePageTitle(name ?? t('screens.galleryProfile'));
  useProfileView('galleries', gallery.data?.id);

  if (gallery.isPending) return <ProfileSkeleton />;
  if (gallery.isError)
    return <ProfileLoadError kind="galleries" error={gallery.error} onRetry={() => void gallery.refetch()} />;
  const g = gallery.data;
  return (
    <PageContainer testId="gallery-profile">
      {g.coverImage ? (
        <Box
          component="img"
          src={g.coverImage}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 2, mb: 3, display: 'block' }}
        />
      ) : null}
      <ProfileHeader
        type="gallery"
        id={g.id}
        name={name}
        picture={g.logo ? <Avatar src={g.logo} alt="" variant="rounded" sx={{ width: 88, height: 88 }} /> : null}
        place={g.location && local(g.location, g.locationAr)}
        featured={g.featured}
      />
      <StatTiles
        label={t('catalog.galleries.statsLabel')}
        stats={[
          {
            label: t('catalog.stats.representedArtists'),
            value: g.stats?.representedArtists ?? g.representedArtistIds?.length,
          },
          { label: t('catalog.stats.availableArtworks'), value: g.stats?.availableArtworks },
          { label: t('catalog.stats.totalExhibitions'), value: g.stats?.totalExhibitions ?? g.exhibitions?.length },
          { label: t('catalog.stats.yearsInBusiness'), value: g.stats?.yearsInBusiness },
          { label: t('catalog.stats.followers'), value: g.followerCount },
        ]}
      />
      <BadgeStrip userId={g.userId} />
      {/* minmax(0, …) on phones too: a bare 1fr grows to the tabs' full width and the page scrolls sideways. */}
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box>
          <ProfileTabs
            idPrefix="gallery"
            label={t('catalog.galleries.tabsLabel')}
            value={tab}
            onChange={(next) => update({ tab: next === 'overview' ? null : next })}
            tabs={TABS.map((value) => ({ value, label: t(`catalog.galleries.tabs.${value}`) }))}
          />
          <TabPanel idPrefix="gallery" value={tab}>
            <TabContent tab={tab} gallery={g} />
          </TabPanel>
        </Box>
        <Paper
          component="aside"
          variant="outlined"
          sx={{ p: 3, alignSelf: 'start' }}
          aria-labelledby="gallery-contact-title"
        >
          <GalleryContactForm galleryId={g.id} />
        </Paper>
      </Box>
    </PageContainer>
  );
}
