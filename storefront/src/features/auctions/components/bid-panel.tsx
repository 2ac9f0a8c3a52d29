import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import { auctionKeys, placeBid, type Auction, type BidAnswer, type BidRequest } from '../api/auctions-api';
import { applyBidAnswer } from '../lib/live-state';

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Bidding: quick buttons with the next valid amounts, an amount and an optional private maximum. Each attempt
 * carries one Idempotency-Key, reused while the same bid is retried, so a double click places one bid.
 */
export function BidPanel({ auction, signedIn }: { auction: Auction; signedIn: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const you = auction.you;
  const next = you?.next;
  const minimum = next?.minimum ?? auction.minimumNextBid ?? auction.startingBid;
  const [amount, setAmount] = useState('');
  const [maximum, setMaximum] = useState('');
  const [invalid, setInvalid] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [placed, setPlaced] = useState<BidAnswer | null>(null);

  const bid = useMutation({
    mutationFn: (request: BidRequest) => {
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
      return placeBid(auction.id, request, attempt.current.key);
    },
    onSuccess: (answer) => {
      attempt.current = null;
      setPlaced(answer);
      setAmount('');
      setMaximum('');
      queryClient.setQueryData<Auction>(auctionKeys.detail(auction.id), (current) =>
        current ? applyBidAnswer(current, answer) : current,
      );
    },
    onError: () => {
      attempt.current = null;
      setPlaced(null);
    },
  });

  if (auction.status === 'upcoming') return <Alert severity="info">{t('auctions.bid.notOpen')}</Alert>;
  if (auction.status !== 'live' || next?.action === 'closed')
    return <Alert severity="info">{t('auctions.bid.closed')}</Alert>;
  if (!signedIn) {
    return (
      <Button component={RouterLink} to="/auth" variant="contained">
        {t('auctions.bid.signIn')}
      </Button>
    );
  }
  const raising = next?.action === 'raise_maximum';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount || minimum);
    const max = maximum.trim() === '' ? undefined : Number(maximum);
    const ok =
      Number.isFinite(value) &&
      (raising ? max !== undefined && max >= minimum : value >= minimum) &&
      (max === undefined || Number.isFinite(max));
    setInvalid(!ok);
    if (!ok) return;
    bid.mutate(
      raising
        ? { amount: auction.currentBid ?? minimum, maxAmount: max! }
        : { amount: value, ...(max !== undefined ? { maxAmount: max } : {}) },
    );
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="bid-panel-title"
      data-testid="bid-panel"
    >
      <Typography id="bid-panel-title" variant="h2" sx={{ fontSize: '1.3rem', mb: { xs: 0.5, md: 1 } }}>
        {t('auctions.bid.title')}
      </Typography>
      {you ? (
        <Typography data-testid="bid-standing" sx={{ fontWeight: 600 }}>
          {t(`auctions.standing.${you.standing}`)}
        </Typography>
      ) : null}
      {you?.paddle ? (
        <Typography variant="body2">
          {t('auctions.bid.paddle', { paddle: formatNumber(you.paddle, language) })}
        </Typography>
      ) : null}
      {next?.yourMaximum ? (
        <Typography variant="body2">
          {t('auctions.bid.yourMaximum', { amount: formatMoney(next.yourMaximum, language) })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ my: 1 }} data-testid="bid-minimum">
        {t('auctions.bid.minimum', { amount: formatMoney(minimum, language) })}
      </Typography>
      {/* Phones first: the amount and the button that places it come first, the optional maximum under them, the
          one-tap amounts last, so the bid button is above the fold at 360 px. */}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {raising ? (
            <MaximumField value={maximum} onChange={setMaximum} minimum={minimum} />
          ) : (
            <TextField
              label={t('auctions.bid.amount')}
              type="number"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={String(minimum)}
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { min: minimum, step: 'any', inputMode: 'decimal' } }}
            />
          )}
          <Button type="submit" variant="contained" disabled={bid.isPending} sx={{ minHeight: 56, flexShrink: 0 }}>
            {raising ? t('auctions.bid.raise') : t('auctions.bid.submit')}
          </Button>
        </Stack>
        {raising ? null : <MaximumField value={maximum} onChange={setMaximum} minimum={minimum} />}
        {invalid ? (
          <Alert severity="warning">
            {t('auctions.bid.invalidAmount', { amount: formatMoney(minimum, language) })}
          </Alert>
        ) : null}
      </Stack>
      {raising ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('auctions.bid.raiseHelp')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {(next?.quickAmounts.length ? next.quickAmounts : [minimum]).map((value) => (
            <Button
              key={value}
              variant="outlined"
              disabled={bid.isPending}
              onClick={() => bid.mutate({ amount: value })}
            >
              {t('auctions.bid.quick', { amount: formatMoney(value, language) })}
            </Button>
          ))}
        </Stack>
      )}
      {bid.isError ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="bid-error">
          {errorMessage(bid.error, language, t('auctions.bid.failed'))}
        </Alert>
      ) : null}
      {placed ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="bid-placed">
          {t('auctions.bid.placed', { amount: formatMoney(placed.receipt.amount, language) })}
          <Typography variant="caption" component="div">
            {t('auctions.bid.receipt', {
              revision: formatNumber(placed.receipt.revision, language),
              time: formatDateTime(placed.receipt.serverTime, language),
            })}
          </Typography>
        </Alert>
      ) : null}
    </Paper>
  );
}

/** The optional private maximum: the bidding service raises for the bidder up to it. */
function MaximumField({ value, onChange, minimum }: { value: string; onChange: (v: string) => void; minimum: number }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auctions.bid.maximum')}
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={t('auctions.bid.maximumHelp')}
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{ htmlInput: { min: minimum, step: 'any', inputMode: 'decimal' } }}
    />
  );
}
