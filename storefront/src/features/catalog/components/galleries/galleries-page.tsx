import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/use-page-title';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import { galleriesQuery, type ProfileSort } from '../../api/profiles';
import { useSearchParamsState } from '../../hooks/use-search-params-state';
import { FilterBar } from '../common/filter-bar';
import { ListPagination } from '../common/list-pagination';
import { EmptyState, ErrorState } from '../common/list-states';
import { PageContainer } from '../common/page-container';
import { ResultCount } from '../common/result-count';
import { SearchField } from '../common/search-field';
import { SelectField } from '../common/select-field';
import { ArtworkGridSkeleton, CardGrid } from '../shared/artwork-grid';
import { GalleryCard } from '../shared/gallery-card';

const SORTS: ProfileSort[] = ['latest', 'name', 'featured'];

/** /galleries: search by name, location filter (the locations galleries have, with counts), sort, pages. */
export default function GalleriesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('screens.galleries'));
  const { values, page, update } = useSearchParamsState(['q', 'location', 'sort'] as const);
  const sort = (SORTS.includes(values.sort as ProfileSort) ? values.sort : 'latest') as ProfileSort;
  const list = useQuery(galleriesQuery({ q: values.q, location: values.location, sort, page }));
  const facets = list.data?.facets?.location ?? [];
  const locations = facets.some((f) => f.value === values.location) || !values.location ? facets : [...facets, { value: values.location, count: 0 }];
  const locationOptions = [
    { value: '', label: t('catalog.galleries.allLocations') },
    ...locations.map((f) => ({
      value: f.value,
      label: `${t(`catalog.cities.${f.value}`, { defaultValue: f.value })} (${formatNumber(f.count, language)})`,
    })),
  ];
  const filtered = Boolean(values.q || values.location);

  return (
    <PageContainer testId="galleries-page">
      <Typography variant="h1" component="h1" gutterBottom>
        {t('screens.galleries')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('catalog.galleries.subtitle')}
      </Typography>
      <FilterBar label={t('catalog.common.filters')}>
        <SearchField id="gallery-search" label={t('catalog.galleries.searchLabel')} value={values.q} onSearch={(q) => update({ q })} />
        <SelectField id="gallery-location" label={t('catalog.galleries.location')} value={values.location} options={locationOptions} onChange={(location) => update({ location })} minWidth={220} />
        <SelectField
          id="gallery-sort"
          label={t('catalog.common.sortBy')}
          value={sort}
          options={SORTS.map((s) => ({ value: s, label: t(`catalog.sorts.${s}`) }))}
          onChange={(next) => update({ sort: next === 'latest' ? null : next })}
        />
      </FilterBar>
      {list.isPending ? (
        <ArtworkGridSkeleton count={6} />
      ) : list.isError ? (
        <ErrorState title={t('catalog.galleries.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t('catalog.galleries.emptyTitle')}
          body={t(filtered ? 'catalog.common.emptyFiltered' : 'catalog.galleries.emptyBody')}
          action={filtered ? <Button variant="outlined" onClick={() => update({ q: null, location: null })}>{t('catalog.common.clearFilters')}</Button> : undefined}
        />
      ) : (
        <>
          <ResultCount total={list.data.total} />
          <CardGrid label={t('screens.galleries')}>
            {list.data.items.map((gallery) => (
              <li key={gallery.id}>
                <GalleryCard gallery={gallery} headingComponent="h2" />
              </li>
            ))}
          </CardGrid>
          <ListPagination total={list.data.total} page={page} onChange={(next) => update({ page: next })} />
        </>
      )}
    </PageContainer>
  );
}
