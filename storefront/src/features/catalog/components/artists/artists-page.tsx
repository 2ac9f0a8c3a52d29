import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/use-page-title';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import { artistsQuery, type ProfileSort } from '../../api/profiles';
import { useSearchParamsState } from '../../hooks/use-search-params-state';
import { COUNTRIES } from '../../lib/countries';
import { FilterBar } from '../common/filter-bar';
import { ListPagination } from '../common/list-pagination';
import { EmptyState, ErrorState } from '../common/list-states';
import { PageContainer } from '../common/page-container';
import { ResultCount } from '../common/result-count';
import { SearchField } from '../common/search-field';
import { SelectField } from '../common/select-field';
import { ArtistCard } from '../shared/artist-card';
import { ArtworkGridSkeleton, CardGrid } from '../shared/artwork-grid';

const SORTS: ProfileSort[] = ['latest', 'name', 'featured'];

/** /artists: search by name, nationality filter (every country of the list), sort, pages. */
export default function ArtistsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('screens.artists'));
  const { values, page, update } = useSearchParamsState(['q', 'nationality', 'sort'] as const);
  const sort = (SORTS.includes(values.sort as ProfileSort) ? values.sort : 'latest') as ProfileSort;
  const list = useQuery(artistsQuery({ q: values.q, nationality: values.nationality, sort, page }));
  const counts = new Map((list.data?.facets?.nationality ?? []).map((f) => [f.value, f.count]));

  const nationalityOptions = [
    { value: '', label: t('catalog.artists.allCountries') },
    ...COUNTRIES.map((c) => {
      const count = counts.get(c.value);
      const label = t(`catalog.countries.${c.key}`);
      return { value: c.value, label: count === undefined ? label : `${label} (${formatNumber(count, language)})` };
    }),
  ];
  const filtered = Boolean(values.q || values.nationality);

  return (
    <PageContainer testId="artists-page">
      <Typography variant="h1" component="h1" gutterBottom>
        {t('screens.artists')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('catalog.artists.subtitle')}
      </Typography>
      <FilterBar label={t('catalog.common.filters')}>
        <SearchField id="artist-search" label={t('catalog.artists.searchLabel')} value={values.q} onSearch={(q) => update({ q })} />
        <SelectField id="artist-nationality" label={t('catalog.artists.nationality')} value={values.nationality} options={nationalityOptions} onChange={(nationality) => update({ nationality })} minWidth={220} />
        <SelectField
          id="artist-sort"
          label={t('catalog.common.sortBy')}
          value={sort}
          options={SORTS.map((s) => ({ value: s, label: t(`catalog.sorts.${s}`) }))}
          onChange={(next) => update({ sort: next === 'latest' ? null : next })}
        />
      </FilterBar>
      {list.isPending ? (
        <ArtworkGridSkeleton count={8} />
      ) : list.isError ? (
        <ErrorState title={t('catalog.artists.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t('catalog.artists.emptyTitle')}
          body={t(filtered ? 'catalog.common.emptyFiltered' : 'catalog.artists.emptyBody')}
          action={filtered ? <Button variant="outlined" onClick={() => update({ q: null, nationality: null })}>{t('catalog.common.clearFilters')}</Button> : undefined}
        />
      ) : (
        <>
          <ResultCount total={list.data.total} />
          <CardGrid label={t('screens.artists')}>
            {list.data.items.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} headingComponent="h2" />
              </li>
            ))}
          </CardGrid>
          <ListPagination total={list.data.total} page={page} onChange={(next) => update({ page: next })} />
        </>
      )}
    </PageContainer>
  );
}
