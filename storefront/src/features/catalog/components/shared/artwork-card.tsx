import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Availability, ImageRef } from '../../api/types';
import { useLocalized } from '../../../../i18n/use-localized';
import { ArtworkImage } from './artwork-image';
import { AvailabilityChip } from './availability-chip';
import { FavoriteButton } from './favorite-button';
import { PriceText } from './price-text';

/** What a card reads: any artwork-shaped document will do (a favourite's artwork, a search hit). */
export interface ArtworkCardData {
  id: string;
  title: string;
  titleAr?: string | null;
  artist?: { name?: string | null; nameAr?: string | null } | null;
  images?: ImageRef[] | null;
  price?: number | null;
  availability?: Availability;
}

export interface ArtworkCardProps {
  artwork: ArtworkCardData;
  /** Shows the favourite toggle on the image (default true). */
  showFavorite?: boolean;
  /** Heading level of the title inside the card (default h3). */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/** A work in a grid: cover thumbnail, title, artist, price and availability, linking to /artwork/:id. */
export function ArtworkCard({ artwork, showFavorite = true, headingComponent = 'h3' }: ArtworkCardProps) {
  const local = useLocalized();
  const title = local(artwork.title, artwork.titleAr);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ position: 'relative', height: '100%' }}
      data-testid="artwork-card"
    >
      <CardActionArea
        component={RouterLink}
        to={`/artwork/${artwork.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ArtworkImage
          image={artwork.images?.[0]}
          alt={title}
          sx={{ width: '100%', aspectRatio: '4 / 3', height: 'auto' }}
        />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component={headingComponent} sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {title}
          </Typography>
          {artwork.artist ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {local(artwork.artist.name, artwork.artist.nameAr)}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <PriceText price={artwork.price} variant="body2" />
            {artwork.availability ? <AvailabilityChip availability={artwork.availability} /> : null}
          </Stack>
        </CardContent>
      </CardActionArea>
      {showFavorite ? (
        // Outside the link: a button inside a link is not reachable as its own control.
        <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
          <FavoriteButton artworkId={artwork.id} />
        </Box>
      ) : null}
    </Card>
  );
}
