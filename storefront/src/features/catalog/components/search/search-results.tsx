import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchType } from '../../api/search';
import type { SearchResult } from '../../api/types';
import { ListPagination } from '../../../../components/list-pagination';
import { PAGE_SIZE } from '../../api/query-string';
import { EmptyState } from '../common/list-states';
import { ResultCount } from '../common/result-count';
import { ArtistCard } from '../shared/artist-card';
import { ArtworkGrid, CardGrid } from '../shared/artwork-grid';
import { GalleryCard } from '../shared/gallery-card';

type Kind = Exclude<SearchType, 'all'>;

function Section({
  kind,
  result,
  heading,
  onSeeAll,
}: {
  kind: Kind;
  result: SearchResult;
  heading: boolean;
  onSeeAll?: () => void;
}) {
  const { t } = useTranslation();
  const page = result[kind];
  if (!page || page.items.length === 0) return null;
  const title = t(`catalog.search.types.${kind}`);
  const cardHeading = heading ? 'h3' : 'h2';
  return (
    <section aria-labelledby={heading ? `results-${kind}` : undefined} data-testid={`results-${kind}`}>
      {heading ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id={`results-${kind}`} variant="h2" sx={{ fontSize: '1.3rem' }}>
            {title}
          </Typography>
          {onSeeAll && page.total > page.items.length ? (
            <Button onClick={onSeeAll}>{t('catalog.search.seeAll', { type: title })}</Button>
          ) : null}
        </Stack>
      ) : null}
      {kind === 'artworks' ? (
        <ArtworkGrid artworks={result.artworks!.items} label={title} headingComponent={cardHeading} />
      ) : (
        <CardGrid label={title}>
          {kind === 'artists'
            ? result.artists!.items.map((a) => (
                <li key={a.id}>
                  <ArtistCard artist={a} headingComponent={cardHeading} />
                </li>
              ))
            : result.galleries!.items.map((g) => (
                <li key={g.id}>
                  <GalleryCard gallery={g} headingComponent={cardHeading} />
                </li>
              ))}
        </CardGrid>
      )}
    </section>
  );
}

/** "All" shows a few of each kind with "see all"; a single type shows its page with pagination. */
export function SearchResults({
  result,
  type,
  page,
  onPage,
  onSeeAll,
  clearAction,
}: {
  result: SearchResult;
  type: SearchType;
  page: number;
  onPage: (page: number) => void;
  onSeeAll: (type: Kind) => void;
  clearAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const kinds: Kind[] = type === 'all' ? ['artworks', 'artists', 'galleries'] : [type];
  const total = kinds.reduce((sum, k) => sum + (result[k]?.total ?? 0), 0);
  if (total === 0) {
    return (
      <EmptyState title={t('catalog.search.emptyTitle')} body={t('catalog.search.emptyBody')} action={clearAction} />
    );
  }
  return (
    <Stack spacing={5}>
      <ResultCount total={total} />
      {kinds.map((k) => (
        <Section key={k} kind={k} result={result} heading={type === 'all'} onSeeAll={() => onSeeAll(k)} />
      ))}
      {type !== 'all' ? (
        <ListPagination pageSize={PAGE_SIZE} total={result[type]?.total ?? 0} page={page} onChange={onPage} />
      ) : null}
    </Stack>
  );
}
