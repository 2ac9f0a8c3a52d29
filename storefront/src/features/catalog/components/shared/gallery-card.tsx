import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Gallery } from '../../api/types';
import { useLocalized } from '../../../../i18n/use-localized';

/** A gallery in a grid: cover, name, location; links to /galleries/:id. */
export function GalleryCard({
  gallery,
  headingComponent = 'h3',
}: {
  gallery: Gallery;
  headingComponent?: 'h2' | 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const local = useLocalized();
  const name = local(gallery.name, gallery.nameAr);
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }} data-testid="gallery-card">
      <CardActionArea
        component={RouterLink}
        to={`/galleries/${gallery.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {gallery.coverImage ? (
          <Box
            component="img"
            src={gallery.coverImage}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box aria-hidden sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.200' }} />
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component={headingComponent} sx={{ fontSize: '1.05rem' }}>
            {name}
          </Typography>
          {gallery.location ? (
            <Typography variant="body2" color="text.secondary">
              {local(gallery.location, gallery.locationAr)}
            </Typography>
          ) : null}
          {gallery.featured ? (
            <Stack direction="row" sx={{ mt: 1 }}>
              <Chip size="small" color="secondary" label={t('catalog.common.featured')} />
            </Stack>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
