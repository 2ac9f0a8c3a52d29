import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/use-page-title';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { ProfileSort } from '../../api/profiles';
import type { Page } from '../../api/types';
import { useSearchParamsState } from '../../hooks/use-search-params-state';
import { FilterBar } from '../../../../components/filter-bar';
import { ListPagination } from '../../../../components/list-pagination';
import { PAGE_SIZE } from '../../api/query-string';
import { EmptyState, ErrorState } from '../common/list-states';
import { PageContainer } from '../../../../components/page-container';
import { ResultCount } from '../common/result-count';
import { SearchField } from '../../../../components/search-field';
import { SelectField, type Option } from '../../../../components/select-field';
import { ArtworkGridSkeleton, CardGrid } from './artwork-grid';

const SORTS: ProfileSort[] = ['latest', 'name', 'featured'];

type ListKind = 'artists' | 'galleries';

/**
 * What differs between the two lists besides their data: the prefix of the fields' ids, the one filter (its
 * URL key, also its label `catalog.<kind>.<filterKey>`) and how many placeholder cards show while loading.
 */
const LISTS = {
  artists: { idPrefix: 'artist', filterKey: 'nationality', skeletonCount: 8 },
  galleries: { idPrefix: 'gallery', filterKey: 'location', skeletonCount: 6 },
} as const;

/** The URL state of a profile list: the search text, its filter, the sort (latest unless the URL names another known one) and the page. */
export function useProfileListParams(kind: ListKind) {
  const { filterKey } = LISTS[kind];
  const { values, page, update } = useSearchParamsState<string>(['q', filterKey, 'sort']);
  const sort = (SORTS.includes(values.sort as ProfileSort) ? values.sort : 'latest') as ProfileSort;
  return { q: values.q ?? '', filter: values[filterKey] ?? '', sort, page, update };
}

/** The filter's options: "all" first, then each value, with its count when the list's facets gave one. */
export function useCountedOptions(
  allLabel: string,
  entries: { value: string; label: string; count: number | undefined }[],
): Option[] {
  const language = useLanguage();
  return [
    { value: '', label: allLabel },
    ...entries.map(({ value, label, count }) => ({
      value,
      label: count === undefined ? label : `${label} (${formatNumber(count, language)})`,
    })),
  ];
}

export type ProfileListParams = ReturnType<typeof useProfileListParams>;

export interface ProfileListPageProps<Item extends { id: string }> {
  /** Names the screen title (`screens.<kind>`), the texts under `catalog.<kind>` and the page's test id. */
  kind: ListKind;
  filterOptions: Option[];
  params: ProfileListParams;
  list: UseQueryResult<Page<Item>>;
  renderCard: (item: Item) => ReactNode;
}

/** The skeleton of the artists and galleries lists: title, filters, sort, states, cards and pages. */
export function ProfileListPage<Item extends { id: string }>({
  kind,
  filterOptions,
  params,
  list,
  renderCard,
}: ProfileListPageProps<Item>) {
  const { idPrefix, filterKey, skeletonCount } = LISTS[kind];
  const { t } = useTranslation();
  const title = t(`screens.${kind}`);
  usePageTitle(title);
  const { update } = params;
  const filtered = Boolean(params.q || params.filter);

  return (
    <PageContainer testId={`${kind}-page`}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`catalog.${kind}.subtitle`)}
      </Typography>
      <FilterBar label={t('catalog.common.filters')}>
        <SearchField
          id={`${idPrefix}-search`}
          label={t(`catalog.${kind}.searchLabel`)}
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <SelectField
          id={`${idPrefix}-${filterKey}`}
          label={t(`catalog.${kind}.${filterKey}`)}
          value={params.filter}
          options={filterOptions}
          onChange={(value) => update({ [filterKey]: value })}
          minWidth={220}
        />
        <SelectField
          id={`${idPrefix}-sort`}
          label={t('catalog.common.sortBy')}
          value={params.sort}
          options={SORTS.map((s) => ({ value: s, label: t(`catalog.sorts.${s}`) }))}
          onChange={(next) => update({ sort: next === 'latest' ? null : next })}
        />
      </FilterBar>
      {list.isPending ? (
        <ArtworkGridSkeleton count={skeletonCount} />
      ) : list.isError ? (
        <ErrorState title={t(`catalog.${kind}.loadError`)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t(`catalog.${kind}.emptyTitle`)}
          body={t(filtered ? 'catalog.common.emptyFiltered' : `catalog.${kind}.emptyBody`)}
          action={
            filtered ? (
              <Button variant="outlined" onClick={() => update({ q: null, [filterKey]: null })}>
                {t('catalog.common.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ResultCount total={list.data.total} />
          <CardGrid label={title}>
            {list.data.items.map((item) => (
              <li key={item.id}>{renderCard(item)}</li>
            ))}
          </CardGrid>
          <ListPagination
            pageSize={PAGE_SIZE}
            total={list.data.total}
            page={params.page}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
    </PageContainer>
  );
}
