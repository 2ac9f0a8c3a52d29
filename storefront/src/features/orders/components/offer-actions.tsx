import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOffer, ordersKeys, type Order } from '../api/orders-api';
import { FailureAlert } from './failure-alert';

/**
 * The answers an open offer allows its viewer: the party awaited accepts, counters with an amount or declines;
 * the buyer may withdraw their own offer while it is open. The server decides again; its refusal is shown.
 */
export function OfferActions({ offer, onAccepted }: { offer: Order; onAccepted?: (order: Order) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const answer = useMutation({
    mutationFn: (a: { action: 'accept' | 'decline' | 'withdraw' | 'counter'; amount?: number }) =>
      answerOffer(offer.id, a.action, a.amount),
    onSuccess: async (order, a) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      if (a.action === 'accept') onAccepted?.(order);
    },
  });
  const open = offer.status === 'offered' || offer.status === 'countered';
  if (!open) return null;
  const mine = offer.offer?.awaiting === offer.role;
  const id = `counter-${offer.id}`;
  return (
    <Stack spacing={1} data-testid="offer-actions">
      {mine ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" onClick={() => answer.mutate({ action: 'accept' })} disabled={answer.isPending}>
            {t('orders.offer.accept')}
          </Button>
          <TextField
            id={id}
            size="small"
            type="number"
            label={t('orders.offer.counterAmount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { min: 1, step: '0.01' } }}
          />
          <Button
            variant="outlined"
            onClick={() => answer.mutate({ action: 'counter', amount: Number(amount) })}
            disabled={answer.isPending || amount === ''}
          >
            {t('orders.offer.counter')}
          </Button>
          <Button color="inherit" onClick={() => answer.mutate({ action: 'decline' })} disabled={answer.isPending}>
            {t('orders.offer.decline')}
          </Button>
        </Stack>
      ) : null}
      {offer.role === 'buyer' ? (
        <Button
          size="small"
          color="inherit"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => answer.mutate({ action: 'withdraw' })}
          disabled={answer.isPending}
        >
          {t('orders.offer.withdraw')}
        </Button>
      ) : null}
      {!mine ? (
        <Alert severity="info">{t(`orders.offer.waitingFor.${offer.offer?.awaiting ?? 'seller'}`)}</Alert>
      ) : null}
      <FailureAlert error={answer.error} />
    </Stack>
  );
}
