import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/use-page-title';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { ArtworkSort } from '../../api/artworks';
import { searchQuery, type SearchType } from '../../api/search';
import { useSearchParamsState } from '../../hooks/use-search-params-state';
import { ErrorState } from '../common/list-states';
import { PageContainer } from '../../../../components/page-container';
import { ProfileTabs } from '../../../../components/profile-tabs';
import { SearchField } from '../../../../components/search-field';
import { SelectField } from '../../../../components/select-field';
import { ArtworkGridSkeleton } from '../shared/artwork-grid';
import { COUNTRIES } from '../../lib/countries';
import { ARTWORK_FILTER_KEYS, ArtworkFilters } from './artwork-filters';
import { SearchResults } from './search-results';

const TYPES: SearchType[] = ['all', 'artworks', 'artists', 'galleries'];
const SORTS: ArtworkSort[] = ['latest', 'oldest', 'price_asc', 'price_desc', 'title', 'featured'];
const KEYS = ['q', 'type', 'sort', 'nationality', ...ARTWORK_FILTER_KEYS] as const;

/** /search: one query over artworks, artists and galleries; type tabs, artwork filters with counts, sorts; all in the URL. */
export default function SearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('screens.search'));
  const { values, page, update } = useSearchParamsState(KEYS);
  const type = (TYPES.includes(values.type as SearchType) ? values.type : 'all') as SearchType;
  const sort = (SORTS.includes(values.sort as ArtworkSort) ? values.sort : 'latest') as ArtworkSort;
  const sent = KEYS.filter((k) => (k === 'nationality' ? type === 'artists' : true));
  const params = {
    ...Object.fromEntries(sent.map((k) => [k, values[k] || undefined])),
    type,
    sort,
    ...(type !== 'all' ? { page: String(page) } : { pageSize: '8' }),
  };
  const result = useQuery(searchQuery(params));
  const count = (key: 'artworks' | 'artists' | 'galleries') => result.data?.[key]?.total;
  const tabLabel = (key: SearchType) => {
    const total = key === 'all' ? undefined : count(key);
    return total === undefined
      ? t(`catalog.search.types.${key}`)
      : `${t(`catalog.search.types.${key}`)} (${formatNumber(total, language)})`;
  };
  const showArtworkFilters = type === 'all' || type === 'artworks';

  return (
    <PageContainer testId="search-page">
      <Typography variant="h1" component="h1" gutterBottom>
        {t('screens.search')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <SearchField
          id="catalog-search"
          label={t('catalog.search.label')}
          value={values.q}
          onSearch={(q) => update({ q })}
        />
        {showArtworkFilters ? (
          <SelectField
            id="search-sort"
            label={t('catalog.common.sortBy')}
            value={sort}
            options={SORTS.map((s) => ({ value: s, label: t(`catalog.sorts.${s}`) }))}
            onChange={(next) => update({ sort: next === 'latest' ? null : next })}
            minWidth={220}
          />
        ) : null}
      </Stack>
      <ProfileTabs
        idPrefix="search"
        label={t('catalog.search.typesLabel')}
        value={type}
        onChange={(next) => update({ type: next === 'all' ? null : next })}
        tabs={TYPES.map((value) => ({ value, label: tabLabel(value) }))}
      />
      <div role="tabpanel" id={`search-panel-${type}`} aria-labelledby={`search-tab-${type}`}>
        {showArtworkFilters ? (
          <ArtworkFilters values={values} facets={result.data?.artworks?.facets} onChange={update} />
        ) : null}
        {type === 'artists' ? (
          <Stack direction="row" sx={{ mb: 3 }}>
            <SelectField
              id="search-nationality"
              label={t('catalog.artists.nationality')}
              value={values.nationality}
              options={[
                { value: '', label: t('catalog.artists.allCountries') },
                ...COUNTRIES.map((c) => ({ value: c.value, label: t(`catalog.countries.${c.key}`) })),
              ]}
              onChange={(nationality) => update({ nationality })}
              minWidth={220}
            />
          </Stack>
        ) : null}
        {result.isPending ? (
          <ArtworkGridSkeleton count={8} />
        ) : result.isError ? (
          <ErrorState title={t('catalog.search.loadError')} onRetry={() => void result.refetch()} />
        ) : (
          <SearchResults
            result={result.data}
            type={type}
            page={page}
            onPage={(next) => update({ page: next })}
            onSeeAll={(next) => update({ type: next })}
            clearAction={
              values.q || ARTWORK_FILTER_KEYS.some((k) => values[k]) ? (
                <Button variant="outlined" onClick={() => update(Object.fromEntries(KEYS.map((k) => [k, null])))}>
                  {t('catalog.common.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        )}
      </div>
    </PageContainer>
  );
}
