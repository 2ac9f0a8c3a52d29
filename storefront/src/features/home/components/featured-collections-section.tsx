import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { useFeaturedCollections } from '../hooks/use-home-data';
import { useLocalized } from '../../../i18n/use-localized';
import { HomeSection } from './home-section';

const cell = { xs: 12, sm: 6, md: 4 } as const;

/** Curated collections chosen by the editors; hidden once loaded if there are none. */
export function FeaturedCollectionsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const collections = useFeaturedCollections();
  if (collections.isSuccess && collections.data.length === 0) return null;
  return (
    <HomeSection id="home-collections" title={t('home.collections.title')} failed={collections.isError}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {collections.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <Grid key={i} size={cell} component="li" aria-hidden="true">
                <Skeleton variant="rounded" height={240} data-testid="collection-skeleton" />
              </Grid>
            ))
          : (collections.data ?? []).map((collection) => {
              const name = localized(collection.name, collection.nameAr);
              return (
                <Grid key={collection.id} size={cell} component="li">
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    {collection.coverImage ? (
                      <CardMedia
                        component="img"
                        height={160}
                        image={collection.coverImage}
                        alt={name}
                        sx={{ objectFit: 'cover' }}
                      />
                    ) : null}
                    <CardContent>
                      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                        {name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {localized(collection.description, collection.descriptionAr)}
                      </Typography>
                      <Typography variant="body2">
                        {t('home.collections.works', {
                          count: collection.artworkIds?.length ?? 0,
                          formatted: formatNumber(collection.artworkIds?.length ?? 0, language),
                        })}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
      </Grid>
    </HomeSection>
  );
}
