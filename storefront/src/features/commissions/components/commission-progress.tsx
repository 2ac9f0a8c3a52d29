import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import {
  cancelRequest,
  createArtwork,
  milestone,
  offerForSale,
  MILESTONES,
  type Commission,
  type Milestone,
} from '../api/commissions-api';

/** Milestones once a bid is accepted: the artist marks each reached in turn, the collector approves it. */
export function Milestones({ commission, isArtist }: { commission: Commission; isArtist: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ m, action }: { m: Milestone; action: 'submit' | 'approve' }) => milestone(commission.id, m, action),
    onSuccess: (answer) => queryClient.setQueryData(['commissions', 'one', commission.id], answer),
  });
  const entry = (m: Milestone) => commission.milestones.find((x) => x.milestone === m);
  const next = MILESTONES.find((m) => !entry(m)?.approvedAt);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="milestones-title">
      <Typography id="milestones-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('commissions.detail.milestones')}
      </Typography>
      <Stack spacing={1}>
        {MILESTONES.map((m) => {
          const e = entry(m);
          const pending = e && !e.approvedAt;
          return (
            <Stack key={m} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={`milestone-${m}`}>
              <Typography sx={{ minWidth: 180 }}>{t(`commissions.milestone.${m}`)}</Typography>
              {e?.approvedAt && <Typography color="success.main">{t('commissions.detail.approved')}</Typography>}
              {pending && commission.viewer.isCollector && commission.status === 'in_progress' && (
                <Button size="small" variant="contained" onClick={() => act.mutate({ m, action: 'approve' })}>
                  {t('commissions.detail.approveMilestone')}
                </Button>
              )}
              {pending && !commission.viewer.isCollector && (
                <Typography color="text.secondary">{t('commissions.detail.waiting')}</Typography>
              )}
              {!e && isArtist && next === m && commission.status === 'in_progress' && (
                <Button size="small" variant="outlined" onClick={() => act.mutate({ m, action: 'submit' })}>
                  {t('commissions.detail.submitMilestone')}
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** Cancelling: the collector while open; either party once work started, with a reason (the server checks both). */
export function CancelRequest({ commission }: { commission: Commission }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelRequest(commission.id, reason.trim()),
    onSuccess: (answer) => queryClient.setQueryData(['commissions', 'one', commission.id], answer),
  });
  if (!asking)
    return (
      <Button color="error" variant="outlined" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('commissions.detail.cancelRequest')}
      </Button>
    );
  return (
    <Stack spacing={1}>
      {cancel.isError && <Alert severity="error">{errorMessage(cancel.error, language, t('common.loadError'))}</Alert>}
      <TextField
        id="cancel-reason"
        label={t('commissions.detail.cancelReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button color="error" variant="contained" onClick={() => cancel.mutate()} sx={{ alignSelf: 'flex-start' }}>
        {t('commissions.detail.confirmCancel')}
      </Button>
    </Stack>
  );
}

/** The commissioned artist's last step: the completed work becomes a draft artwork of its own, to finish and publish. */
export function ArtworkFromCommission({ commission }: { commission: Commission }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createArtwork(commission.id),
    onSuccess: (answer) => queryClient.setQueryData(['commissions', 'one', commission.id], answer.commission),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="to-artwork-title">
      <Typography id="to-artwork-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('commissions.artwork.title')}
      </Typography>
      {commission.artworkId ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success">{t('commissions.artwork.created')}</Alert>
          <Button component={RouterLink} to="/artworks/manage" variant="outlined">
            {t('commissions.artwork.open')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('commissions.artwork.intro')}</Typography>
          {create.error && (
            <Alert severity="error">{errorMessage(create.error, language, t('commissions.loadFailed'))}</Alert>
          )}
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            {t('commissions.artwork.create')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The delivered work's sale to the collector: the commissioned artist offers the artwork at the accepted bid's
 * amount (the work is then reserved for the collector alone); the collector pays through the usual checkout; both
 * see the order's number and status.
 */
export function CommissionSaleSection({ commission }: { commission: Commission }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const offer = useMutation({
    mutationFn: () => offerForSale(commission.id),
    onSuccess: (answer) => queryClient.setQueryData(['commissions', 'one', commission.id], answer),
  });
  const accepted = commission.bids.find((b) => b.id === commission.acceptedBidId);
  const sale = commission.sale ?? null;
  const isArtist = !!commission.viewer.isCommissionedArtist;
  const orderLink = sale ? `/dashboard?tab=orders&order=${encodeURIComponent(sale.orderId)}` : '';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="sale-title"
      data-testid="commission-sale"
    >
      <Typography id="sale-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('commissions.sale.title')}
      </Typography>
      {sale ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography data-testid="commission-sale-order">
            {t('commissions.sale.order', {
              number: sale.number,
              status: t(`orders.status.${sale.status}`),
              amount: formatMoney(sale.amountHalalas / 100, language),
            })}
          </Typography>
          {sale.status === 'paid' && <Alert severity="success">{t('commissions.sale.paid')}</Alert>}
          {commission.viewer.isCollector && sale.status === 'awaiting_payment' && (
            <Button component={RouterLink} to={orderLink} variant="contained" data-testid="pay-commission">
              {t('commissions.sale.pay')}
            </Button>
          )}
          {commission.viewer.isCollector && sale.status !== 'awaiting_payment' && (
            <Button component={RouterLink} to={orderLink} variant="outlined">
              {t('commissions.sale.viewOrder')}
            </Button>
          )}
          {isArtist && (
            <Button component={RouterLink} to="/seller" variant="outlined">
              {t('commissions.sale.sellerDesk')}
            </Button>
          )}
        </Stack>
      ) : isArtist && commission.artworkId ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            {t('commissions.sale.intro', { amount: formatMoney((accepted?.amount ?? 0) / 100, language) })}
          </Typography>
          {offer.error && (
            <Alert severity="error">{errorMessage(offer.error, language, t('commissions.loadFailed'))}</Alert>
          )}
          <Button variant="contained" onClick={() => offer.mutate()} disabled={offer.isPending}>
            {t('commissions.sale.offer')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">
          {t(isArtist ? 'commissions.sale.artworkFirst' : 'commissions.sale.waiting')}
        </Typography>
      )}
    </Paper>
  );
}
