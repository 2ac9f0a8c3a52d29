import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Artwork } from '../../api/types';
import { ArtworkCard } from './artwork-card';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** A responsive grid of cards, as a list so screen readers announce the count. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box component="ul" sx={gridSx} aria-label={label}>
      {children}
    </Box>
  );
}

export function ArtworkGrid({
  artworks,
  label,
  showFavorite = true,
  headingComponent,
}: {
  artworks: Artwork[];
  label?: string;
  showFavorite?: boolean;
  /** Heading level of each card's title (default h3); h2 where the grid sits right under the page's h1. */
  headingComponent?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <CardGrid label={label}>
      {artworks.map((artwork) => (
        <li key={artwork.id}>
          <ArtworkCard artwork={artwork} showFavorite={showFavorite} headingComponent={headingComponent} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Placeholder cards while a list loads. */
export function ArtworkGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={gridSx} role="status" aria-label={t('common.loading')} data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined">
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
          <CardContent>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
