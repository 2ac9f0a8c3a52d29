import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import {
  answerDispute,
  DISPUTE_REASONS,
  openDispute,
  ordersKeys,
  type DisputeReason,
  type Order,
} from '../api/orders-api';
import { useMoney } from './order-bits';
import { serverFieldErrors } from '../../../lib/field-errors';
import { DisputePhotoList, PhotoPicker, usePhotoPicks } from './dispute-photos';
import { FailureAlert } from './failure-alert';

/** The buyer's "Report a problem" dialog: a reason, a description and up to five photos; the server checks the
 * window and every photo again. */
function ReportProblemDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<DisputeReason>('damaged');
  const [description, setDescription] = useState('');
  const picks = usePhotoPicks();
  const send = useMutation({
    mutationFn: () => openDispute(order.id, { reason, description: description.trim() }, picks.photos),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (description.trim() !== '') send.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="dispute-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="dispute-title">{t('orders.dispute.reportTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              id="dispute-reason"
              select
              label={t('orders.dispute.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value as DisputeReason)}
            >
              {DISPUTE_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`orders.dispute.reasons.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="dispute-description"
              label={t('orders.dispute.description')}
              required
              multiline
              minRows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <PhotoPicker picks={picks} serverError={serverFieldErrors(send.error, language).photos} />
            <FailureAlert error={send.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('orders.dispute.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending || description.trim() === ''}>
            {t('orders.dispute.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A seller's one answer to an open dispute, with up to five photos of their own. */
function AnswerForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const picks = usePhotoPicks();
  const send = useMutation({
    mutationFn: () => answerDispute(order.id, text.trim(), picks.photos),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
  const id = `dispute-answer-${order.id}`;
  return (
    <Stack spacing={1}>
      <TextField
        id={id}
        size="small"
        multiline
        minRows={2}
        label={t('orders.dispute.answerLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <PhotoPicker picks={picks} serverError={serverFieldErrors(send.error, language).photos} />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => send.mutate()}
        disabled={send.isPending || text.trim() === ''}
      >
        {t('orders.dispute.answer')}
      </Button>
      <FailureAlert error={send.error} />
    </Stack>
  );
}

/**
 * An order's dispute for its buyer and sellers: "Report a problem" for the buyer while the window after delivery
 * is open, then the dispute's status, the seller's answer (a seller answers it here once) and staff's decision.
 */
export function DisputePanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  // The time the panel was shown: the server checks the window again when the report is sent.
  const [now] = useState(() => Date.now());
  const dispute = order.dispute ?? null;
  const windowOpen =
    order.status === 'paid' && order.disputeWindowClosesAt != null && Date.parse(order.disputeWindowClosesAt) > now;
  if (!dispute) {
    if (order.role !== 'buyer' || !windowOpen) return null;
    return (
      <Stack spacing={1} data-testid="dispute-report">
        <Button color="warning" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
          {t('orders.dispute.report')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('orders.dispute.windowUntil', { date: new Date(order.disputeWindowClosesAt!).toLocaleDateString() })}
        </Typography>
        <ReportProblemDialog order={order} open={open} onClose={() => setOpen(false)} />
      </Stack>
    );
  }
  const resolution = dispute.resolution;
  return (
    <Stack spacing={1} data-testid="dispute-panel">
      <Alert severity={resolution ? 'success' : 'warning'}>
        {resolution
          ? t(`orders.dispute.decision.${resolution.decision}`, { amount: money(resolution.refund) })
          : t('orders.dispute.open')}
      </Alert>
      <Typography variant="body2">
        {t('orders.dispute.reasonIs', { reason: t(`orders.dispute.reasons.${dispute.reason}`) })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {dispute.description}
      </Typography>
      <DisputePhotoList orderId={order.id} dispute={dispute} />
      {dispute.answer ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {t('orders.dispute.sellerAnswered', { text: dispute.answer.text })}
        </Typography>
      ) : order.role === 'seller' && !resolution ? (
        <AnswerForm order={order} />
      ) : null}
      {resolution ? (
        <Typography variant="body2" color="text.secondary">
          {t('orders.dispute.decisionReason', { reason: resolution.reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}
