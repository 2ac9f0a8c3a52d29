import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FactList } from '../../../components/fact-list';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { useSession } from '../../../lib/session/use-session';
import { acceptBid, commissionQuery, withdrawBid, type Bid, type Commission } from '../api/commissions-api';
import { BidForm } from './bid-form';
import { BidThread } from './bid-thread';
import { StatusChip, useBudget } from './commission-card';
import { ArtworkFromCommission, CancelRequest, CommissionSaleSection, Milestones } from './commission-progress';
import { vocabularyName } from './vocabulary-field';

function BidCard({ commission, bid, userId }: { commission: Commission; bid: Bid; userId: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const update = (answer: Commission) => queryClient.setQueryData(['commissions', 'one', commission.id], answer);
  const accept = useMutation({ mutationFn: () => acceptBid(commission.id, bid.id), onSuccess: update });
  const withdraw = useMutation({ mutationFn: () => withdrawBid(commission.id, bid.id), onSuccess: update });
  const [revising, setRevising] = useState(false);
  const open = commission.status === 'open' && bid.status === 'active';
  const ownOpenBid = open && bid.bidderId === userId;
  const failed = accept.error ?? withdraw.error;
  const name = localized(bid.artistName, bid.artistNameAr);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="bid-card" aria-label={name}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3">
            {name}
          </Typography>
          <Chip size="small" label={t(`commissions.bidStatus.${bid.status}`)} data-testid="bid-status" />
        </Stack>
        <Typography>
          {formatMoney(bid.amount / 100, language)} · {t('commissions.detail.timeline', { count: bid.timelineDays })}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {bid.proposal}
        </Typography>
        <Stack direction="row" spacing={1}>
          {bid.sketches.map((s) => (
            <img key={s.id} src={s.thumbnailUrl} alt="" width={72} height={72} />
          ))}
        </Stack>
        {bid.hidden && (
          <Alert severity="warning" data-testid="bid-hidden">
            {t('commissions.detail.bidHidden', { reason: bid.hiddenReason ?? '' })}
          </Alert>
        )}
        {failed && <Alert severity="error">{errorMessage(failed, language, t('common.loadError'))}</Alert>}
        <Stack direction="row" spacing={1}>
          {open && commission.viewer.isCollector && (
            <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
              {t('commissions.detail.accept')}
            </Button>
          )}
          {ownOpenBid && !revising && (
            <Button variant="outlined" onClick={() => setRevising(true)}>
              {t('commissions.detail.revise')}
            </Button>
          )}
          {ownOpenBid && (
            <Button color="error" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
              {t('commissions.detail.withdraw')}
            </Button>
          )}
        </Stack>
        {ownOpenBid && revising && <BidForm commissionId={commission.id} bid={bid} onDone={() => setRevising(false)} />}
        {userId && <BidThread commissionId={commission.id} bidId={bid.id} userId={userId} />}
      </Stack>
    </Paper>
  );
}

/** One request (/commissions/:id): the brief, reference images, bids with their threads, and the parties' actions. */
export default function CommissionDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const budget = useBudget();
  const { user, roles } = useSession();
  const query = useQuery({ ...commissionQuery(id), retry: false });
  const c = query.data;
  usePageTitle(c ? localized(c.title, c.titleAr) : t('commissions.title'));
  // Not found, or an id the API refuses as malformed (400): the page still has its heading.
  if (query.error)
    return (
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('commissions.title')}
        </Typography>
        <Alert severity="warning">
          {query.error instanceof HttpError && [400, 404].includes(query.error.status)
            ? t('commissions.notFound')
            : t('commissions.loadFailed')}
        </Alert>
      </Container>
    );
  if (!c) return null;
  const userId = user?.id ?? null;
  const canBid = (roles.includes('artist') || roles.includes('gallery')) && !c.viewer.isCollector;
  const accepted = c.bids.find((b) => b.id === c.acceptedBidId);
  const isArtist = !!accepted && accepted.bidderId === userId;
  const cancellable =
    (c.status === 'open' && c.viewer.isCollector) || (c.status === 'in_progress' && (c.viewer.isCollector || isArtist));
  return (
    <Container sx={{ py: 4 }} data-testid="commission-detail">
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1">
            {localized(c.title, c.titleAr)}
          </Typography>
          <StatusChip status={c.status} />
        </Stack>
        <Typography color="text.secondary">{t('commissions.detail.by', { name: c.collectorName })}</Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{localized(c.description, c.descriptionAr)}</Typography>
        <FactList
          facts={[
            [t('commissions.fields.category'), t(`commissions.categories.${c.category}`, { defaultValue: c.category })],
            [t('commissions.fields.medium'), vocabularyName(t, 'medium', c.medium)],
            [t('commissions.fields.style'), vocabularyName(t, 'style', c.style)],
            [t('commissions.fields.dimensions'), c.dimensions],
            [t('commissions.fields.budget'), budget(c)],
            [t('commissions.fields.deadline'), formatDate(c.deadline, language)],
          ]}
        />
        {c.hidden && (
          <Alert severity="warning" data-testid="commission-hidden">
            {t('commissions.detail.hidden', { reason: c.hiddenReason ?? '' })}
          </Alert>
        )}
        {c.cancelReason && (
          <Alert severity="info">{t('commissions.detail.cancelledBecause', { reason: c.cancelReason })}</Alert>
        )}
        {c.referenceImages.length > 0 && (
          <section aria-labelledby="references-title">
            <Typography id="references-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('commissions.detail.references')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {c.referenceImages.map((img) => (
                <a key={img.id} href={img.url} target="_blank" rel="noreferrer">
                  <img
                    src={img.thumbnailUrl}
                    alt={t('commissions.detail.references')}
                    width={140}
                    height={140}
                    style={{ objectFit: 'cover' }}
                  />
                </a>
              ))}
            </Stack>
          </section>
        )}
        {(c.status === 'in_progress' || c.status === 'completed') && <Milestones commission={c} isArtist={isArtist} />}
        {c.status === 'completed' && isArtist && <ArtworkFromCommission commission={c} />}
        {c.status === 'completed' && (c.viewer.isCollector || c.viewer.isCommissionedArtist) && (
          <CommissionSaleSection commission={c} />
        )}
        {cancellable && <CancelRequest commission={c} />}
        <section aria-labelledby="bids-title">
          <Typography id="bids-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('commissions.detail.bidsTitle')}
          </Typography>
          <Stack spacing={2}>
            {c.bids.length === 0 && !c.viewer.isCollector && c.bidCount > 0 && (
              <Typography>{t('commissions.detail.bidsHidden', { count: c.bidCount })}</Typography>
            )}
            {c.bids.length === 0 && (c.viewer.isCollector || c.bidCount === 0) && (
              <Typography>{t('commissions.detail.noBids')}</Typography>
            )}
            {c.bids.map((b) => (
              <BidCard key={b.id} commission={c} bid={b} userId={userId} />
            ))}
            {canBid && c.status === 'open' && !c.viewer.hasBid && <BidForm commissionId={c.id} />}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
