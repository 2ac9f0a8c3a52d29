import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/use-session';
import { buyNow, makeOffer } from '../api/orders-api';
import { FailureAlert } from './failure-alert';

/**
 * Buy now at the listed price, or make an offer, on the artwork page. Only for a priced, available work; a
 * visitor signs in first. The order's checkout follows in the dashboard; the server names any KYC tier missing.
 */
export function BuyPanel({
  artworkId,
  price,
  availability,
}: {
  artworkId: string;
  price: number | null;
  availability: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status } = useSession();
  const [offering, setOffering] = useState(false);
  const [amount, setAmount] = useState('');
  // One key per visit to the page: a double click or a retried request finds the same order.
  const [key] = useState(() => `buy-${artworkId}-${crypto.randomUUID()}`);
  const buy = useMutation({
    mutationFn: () => buyNow(artworkId, key),
    onSuccess: (order) => navigate(`/dashboard?tab=orders&order=${encodeURIComponent(order.id)}`),
  });
  const offer = useMutation({ mutationFn: () => makeOffer(artworkId, Number(amount)) });
  if (price === null || availability !== 'available') return null;
  if (status !== 'signedIn')
    return (
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="buy-panel">
        <Button component={RouterLink} to="/auth" variant="contained">
          {t('orders.buy.signInToBuy')}
        </Button>
      </Paper>
    );
  const failure = buy.error ?? offer.error;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="buy-panel">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => buy.mutate()} disabled={buy.isPending} data-testid="buy-now">
            {t('orders.buy.buyNow')}
          </Button>
          <Button variant="outlined" onClick={() => setOffering((o) => !o)} data-testid="make-offer">
            {t('orders.buy.makeOffer')}
          </Button>
        </Stack>
        {offering && !offer.isSuccess ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              id="offer-amount"
              size="small"
              type="number"
              label={t('orders.buy.offerAmount')}
              helperText={t('orders.buy.offerHint')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { min: 1, step: '0.01' } }}
            />
            <Button variant="contained" onClick={() => offer.mutate()} disabled={offer.isPending || amount === ''}>
              {t('orders.buy.sendOffer')}
            </Button>
          </Stack>
        ) : null}
        {offer.isSuccess ? (
          <Alert severity="success" data-testid="offer-sent">
            <Typography component="span">{t('orders.buy.offerSent')} </Typography>
            <Link component={RouterLink} to="/dashboard?tab=offers">
              {t('orders.buy.seeOffers')}
            </Link>
          </Alert>
        ) : null}
        <FailureAlert error={failure} />
      </Stack>
    </Paper>
  );
}
