import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { artworksQuery, type ArtworkSort } from '../../api/artworks';
import { ListPagination } from '../../../../components/list-pagination';
import { PAGE_SIZE } from '../../api/query-string';
import { EmptyState, ErrorState } from '../common/list-states';
import { SelectField } from '../../../../components/select-field';
import { ArtworkGrid, ArtworkGridSkeleton } from '../shared/artwork-grid';

const FILTERS = ['all', 'available', 'sold', 'reserved'] as const;
/** SPEC section 2's gallery sorts and the artworks API's names for them. */
const SORTS = {
  newest: 'latest',
  oldest: 'oldest',
  title: 'title',
  priceAsc: 'price_asc',
  priceDesc: 'price_desc',
} as const satisfies Record<string, ArtworkSort>;
type SortKey = keyof typeof SORTS;

/** The gallery's works: filter all/available/sold/reserved, sort newest/oldest/title/price. */
export function GalleryArtworksTab({ galleryId }: { galleryId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [sort, setSort] = useState<SortKey>('newest');
  const [page, setPage] = useState(1);
  const works = useQuery(
    artworksQuery({ galleryId, availability: filter === 'all' ? undefined : filter, sort: SORTS[sort], page }),
  );

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <SelectField
          id="gallery-artwork-filter"
          label={t('catalog.filters.availability')}
          value={filter}
          options={FILTERS.map((f) => ({
            value: f,
            label: t(f === 'all' ? 'catalog.filters.all' : `catalog.availability.${f}`),
          }))}
          onChange={(v) => {
            setFilter(v as (typeof FILTERS)[number]);
            setPage(1);
          }}
        />
        <SelectField
          id="gallery-artwork-sort"
          label={t('catalog.common.sortBy')}
          value={sort}
          options={(Object.keys(SORTS) as SortKey[]).map((s) => ({
            value: s,
            label: t(`catalog.galleries.artworkSorts.${s}`),
          }))}
          onChange={(v) => {
            setSort(v as SortKey);
            setPage(1);
          }}
          minWidth={220}
        />
      </Stack>
      {works.isPending ? (
        <ArtworkGridSkeleton count={4} />
      ) : works.isError ? (
        <ErrorState title={t('catalog.artworks.loadError')} onRetry={() => void works.refetch()} />
      ) : works.data.items.length === 0 ? (
        <EmptyState title={t('catalog.galleries.noArtworks')} />
      ) : (
        <>
          <ArtworkGrid artworks={works.data.items} label={t('catalog.galleries.tabs.artworks')} headingComponent="h2" />
          <ListPagination pageSize={PAGE_SIZE} total={works.data.total} page={page} onChange={setPage} />
        </>
      )}
    </>
  );
}
