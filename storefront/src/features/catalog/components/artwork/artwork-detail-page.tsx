import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../../components/use-page-title';
import { artworkQuery } from '../../api/artworks';
import { isNotFound } from '../../lib/http-status';
import { knownValue } from '../../lib/known-values';
import { useLocalized } from '../../../../i18n/use-localized';
import { ErrorState } from '../common/list-states';
import { NotFoundState } from '../common/not-found-state';
import { PageContainer } from '../../../../components/page-container';
import { ProfileSkeleton } from '../../../../components/profile-skeleton';
import { ShareButton } from '../common/share-button';
import { AvailabilityChip } from '../shared/availability-chip';
import { FavoriteButton } from '../shared/favorite-button';
import { PriceText } from '../shared/price-text';
import { ArtworkFacts } from './artwork-facts';
import { CommentsSection } from './comments-section';
import { ImageGallery } from './image-gallery';
import { InquiryForm } from './inquiry-form';
import { BuyPanel } from '../../../orders';
import { LikeButton } from './like-button';
import { SimilarWorks } from './similar-works';

/** /artwork/:id: images, every field, price and availability, favourite, like, share, inquiry, comments, similar works. */
export default function ArtworkDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const local = useLocalized();
  const artwork = useQuery(artworkQuery(id));
  const title = artwork.data ? local(artwork.data.title, artwork.data.titleAr) : undefined;
  usePageTitle(title ?? t('screens.artworkDetail'));

  if (artwork.isPending) return <ProfileSkeleton />;
  if (artwork.isError) {
    if (isNotFound(artwork.error))
      return (
        <NotFoundState title={t('catalog.artwork.notFound')} backTo="/search" backLabel={t('catalog.artwork.browse')} />
      );
    return (
      <PageContainer>
        <Typography variant="h1" component="h1">
          {t('screens.artworkDetail')}
        </Typography>
        <ErrorState title={t('catalog.artwork.loadError')} onRetry={() => void artwork.refetch()} />
      </PageContainer>
    );
  }
  const a = artwork.data;
  return (
    <PageContainer testId="artwork-detail">
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <ImageGallery images={a.images ?? []} title={title ?? ''} />
        <Stack spacing={2}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
            {title}
          </Typography>
          <Typography>
            {t('catalog.artwork.by')}{' '}
            <Link component={RouterLink} to={`/artists/${a.artist?.id ?? a.artistId}`}>
              {local(a.artist?.name, a.artist?.nameAr)}
            </Link>
          </Typography>
          {a.gallery ? (
            <Typography>
              {t('catalog.artwork.atGallery')}{' '}
              <Link component={RouterLink} to={`/galleries/${a.gallery.id}`}>
                {local(a.gallery.name, a.gallery.nameAr)}
              </Link>
            </Typography>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <PriceText price={a.price} variant="h5" component="p" />
            <AvailabilityChip availability={a.availability} size="medium" />
            {a.featured ? <Chip color="secondary" label={t('catalog.common.featured')} /> : null}
          </Stack>
          <BuyPanel artworkId={a.id} price={a.price ?? null} availability={a.availability} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FavoriteButton artworkId={a.id} variant="button" />
            <LikeButton artworkId={a.id} />
            <ShareButton title={title ?? ''} />
          </Stack>
          {a.description || a.descriptionAr ? (
            <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="artwork-description">
              {local(a.description, a.descriptionAr)}
            </Typography>
          ) : null}
          <ArtworkFacts artwork={a} />
          {a.tags && a.tags.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              component="ul"
              aria-label={t('catalog.artwork.tags')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {a.tags.map((tag) => (
                <Chip
                  component="li"
                  key={tag}
                  size="small"
                  variant="outlined"
                  label={knownValue(t, tag, ['values', 'categories', 'styles'])}
                />
              ))}
            </Stack>
          ) : null}
          <Paper variant="outlined" sx={{ p: 3 }}>
            <InquiryForm artworkId={a.id} />
          </Paper>
        </Stack>
      </Box>
      <Divider sx={{ my: 5 }} />
      <CommentsSection artworkId={a.id} />
      <Divider sx={{ my: 5 }} />
      <SimilarWorks artworkId={a.id} />
    </PageContainer>
  );
}
