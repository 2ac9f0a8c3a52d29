import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import { EmptyState, LoadError } from '../../../components/tab-states';
import { useLocalized } from '../../../i18n/use-localized';
import { representationRequestsQuery, type RepresentationRequest } from '../api/representation-api';
import { RequestForm } from './request-form';
import { ManagedArtists } from './managed-artists';
import { useAnswerRepresentationRequest } from '../hooks/use-representation';

const statusColor = { pending: 'warning', accepted: 'success', declined: 'default', withdrawn: 'default' } as const;

function RequestCard({ request, userId }: { request: RepresentationRequest; userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const answer = useAnswerRepresentationRequest();
  const asker = request.direction === 'artist_to_gallery' ? request.artistId : request.galleryId;
  const sent = asker === userId;
  const other = request.artistId === userId ? request.gallery : request.artist;
  const act = (a: 'accept' | 'decline' | 'withdraw') => answer.mutate({ id: request.id, answer: a });
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="representation-request"
      aria-label={localized(other.name, other.nameAr)}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }} spacing={1}>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {localized(other.name, other.nameAr)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`representation.${sent ? 'sentTo' : 'receivedFrom'}`)} ·{' '}
              {formatDate(request.createdAt, language, 'medium')}
            </Typography>
          </div>
          <Chip
            size="small"
            color={statusColor[request.status]}
            label={t(`representation.status.${request.status}`)}
            data-testid="representation-status"
          />
        </Stack>
        {request.message ? <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>{request.message}</Typography> : null}
        {request.status === 'pending' ? (
          <Stack direction="row" spacing={1}>
            {sent ? (
              <Button size="small" variant="outlined" onClick={() => act('withdraw')} loading={answer.isPending}>
                {t('representation.withdraw')}
              </Button>
            ) : (
              <>
                <Button size="small" variant="contained" onClick={() => act('accept')} loading={answer.isPending}>
                  {t('representation.accept')}
                </Button>
                <Button size="small" variant="outlined" onClick={() => act('decline')} disabled={answer.isPending}>
                  {t('representation.decline')}
                </Button>
              </>
            )}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Representation requests between artists and galleries (/representation-requests), both directions. */
export default function RepresentationRequestsPage() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  usePageTitle(t('representation.title'));
  const isArtist = roles.includes('artist');
  const isGallery = roles.includes('gallery');
  const requests = useQuery({ ...representationRequestsQuery, enabled: isArtist || isGallery });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="representation-requests">
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {t('representation.title')}
      </Typography>
      {!(isArtist || isGallery) || !user ? (
        <Alert severity="info">{t('representation.sellersOnly')}</Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              {isArtist ? <RequestForm as="artist" /> : null}
              {isGallery ? <RequestForm as="gallery" /> : null}
              {isGallery ? <ManagedArtists /> : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {requests.isPending ? (
              <Stack spacing={1.5}>
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} variant="rounded" height={110} />
                ))}
              </Stack>
            ) : requests.isError ? (
              <LoadError />
            ) : requests.data.length === 0 ? (
              <EmptyState text={t('representation.empty')} links={[]} testId="representation-empty" />
            ) : (
              <Stack spacing={1.5}>
                {requests.data.map((r) => (
                  <RequestCard key={r.id} request={r} userId={user.id} />
                ))}
              </Stack>
            )}
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
