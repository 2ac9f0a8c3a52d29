import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import { useLanguage } from '../../../i18n/use-language';
import { auctionQuery, isHttpError, type Auction } from '../api/auctions-api';
import { useAuctionLive } from '../hooks/use-auction-live';
import { artistName, lotTitle } from './auction-texts';
import { AuctionTerms } from './auction-terms';
import { BidHistory } from './bid-history';
import { BidPanel } from './bid-panel';
import { CountdownText } from './countdown-text';

/** /auctions/:id: the lot, its live price and history, bidding, terms, and the outcome once closed. Phones first. */
export default function AuctionDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const auction = useQuery(auctionQuery(id));
  const live = useAuctionLive(id, auction.isSuccess);
  const title = auction.data
    ? lotTitle(auction.data, language, (lot) => t('auctions.untitled', { id: lot }))
    : t('auctions.title');
  usePageTitle(title);

  if (auction.isPending)
    return (
      <Container sx={{ py: 8 }}>
        <CircularProgress aria-label={t('auctions.title')} />
      </Container>
    );
  if (auction.isError || !auction.data) {
    const missing = isHttpError(auction.error) && auction.error.status === 404;
    // The page keeps its heading, so the screen reads the same to assistive technology in every state.
    return (
      <Container sx={{ py: 8 }}>
        <Typography variant="h1" component="h1" sx={{ mb: 3, fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('auctions.title')}
        </Typography>
        <Alert severity={missing ? 'info' : 'error'}>
          {missing ? t('auctions.detail.notFound') : t('auctions.loadError')}
        </Alert>
      </Container>
    );
  }
  const a = auction.data;
  const artist = artistName(a, language);
  const extended = Date.parse(a.endsAt) > Date.parse(a.scheduledEndsAt);
  // On a phone one column, in the order a bidder needs it: what they act on (title, price, countdown, bid), then
  // the history, the image, and the terms folded last. On a wide screen two columns: image and terms beside
  // the rest. The columns dissolve (display: contents) on a phone so `order` can interleave their parts.
  const column = { display: { xs: 'contents', md: 'flex' }, flexDirection: 'column', gap: 3, minWidth: 0 } as const;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 6 } }} data-testid="auction-detail">
      <Button component={RouterLink} to="/auctions" sx={{ mb: { xs: 1, md: 2 } }}>
        {t('auctions.detail.back')}
      </Button>
      <Box
        sx={{
          display: { xs: 'flex', md: 'grid' },
          flexDirection: 'column',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          alignItems: 'start',
          gap: { xs: 3, md: 4 },
        }}
      >
        <Box sx={column}>
          {a.artwork?.imageUrl ? (
            <Box
              component="img"
              src={a.artwork.imageUrl}
              alt={title}
              sx={{
                order: { xs: 4 },
                width: '100%',
                maxHeight: { xs: '60vh', md: 'none' },
                objectFit: 'contain',
                borderRadius: 1,
              }}
            />
          ) : null}
          <Box sx={{ order: { xs: 5 } }}>
            <AuctionTerms auction={a} />
          </Box>
        </Box>
        <Box sx={column}>
          <Box sx={{ order: { xs: 1 } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
              <Chip color={a.status === 'live' ? 'error' : 'default'} label={t(`auctions.status.${a.status}`)} />
              {a.status === 'live' ? (
                <Chip
                  variant="outlined"
                  size="small"
                  data-testid="live-connection"
                  label={t(`auctions.detail.live.${live}`)}
                />
              ) : null}
            </Stack>
            <Typography
              variant="h1"
              component="h1"
              sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {artist ? <Typography color="text.secondary">{t('auctions.by', { name: artist })}</Typography> : null}
            <PriceLine auction={a} />
            <Typography variant="body2" data-testid="reserve-status">
              {!a.hasReserve
                ? t('auctions.detail.reserve.none')
                : a.reserveMet
                  ? t('auctions.detail.reserve.met')
                  : t('auctions.detail.reserve.notMet')}
            </Typography>
            {a.status === 'live' ? <CountdownText until={a.endsAt} label={t('auctions.endsIn')} /> : null}
            {a.status === 'upcoming' ? <CountdownText until={a.startsAt} label={t('auctions.startsIn')} /> : null}
            <Typography variant="body2" color="text.secondary">
              {t('auctions.endsAt', { date: formatDateTime(a.endsAt, language) })}
            </Typography>
            {extended && a.status === 'live' ? (
              <Typography variant="body2" color="warning.main" data-testid="auction-extended">
                {t('auctions.detail.extended')}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ order: { xs: 2 } }}>
            {a.status === 'ended' ? (
              <Outcome auction={a} />
            ) : (
              <BidPanel auction={a} signedIn={session.status === 'signedIn'} />
            )}
          </Box>
          <Box component="section" aria-labelledby="bid-history-title" sx={{ order: { xs: 3 }, minWidth: 0 }}>
            <Typography id="bid-history-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('auctions.history.title')}
            </Typography>
            <BidHistory history={a.history} />
          </Box>
        </Box>
      </Box>
    </Container>
  );
}

function PriceLine({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label =
    auction.hammer !== null
      ? 'auctions.hammer'
      : auction.currentBid !== null
        ? 'auctions.currentBid'
        : 'auctions.startingBid';
  return (
    <Typography sx={{ mt: { xs: 1, md: 2 }, fontSize: { xs: '1.25rem', md: '1.4rem' } }}>
      {t(label)}:{' '}
      <strong data-testid="auction-price">
        {formatMoney(auction.hammer ?? auction.currentBid ?? auction.startingBid, language)}
      </strong>{' '}
      <Typography component="span" color="text.secondary" data-testid="auction-bid-count">
        {t('auctions.bids', { count: auction.bidCount, n: formatNumber(auction.bidCount, language) })}
      </Typography>
    </Typography>
  );
}

function Outcome({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = auction.detail ?? 'no_bids';
  return (
    <Alert severity={detail === 'sold' ? 'success' : 'info'} data-testid="auction-outcome">
      <strong>{t('auctions.result.title')}</strong>{' '}
      {detail === 'sold'
        ? t('auctions.result.sold', { amount: formatMoney(auction.hammer ?? 0, language) })
        : t(`auctions.result.${detail}`)}
      {detail === 'sold' && auction.you?.standing === 'winning' ? <div>{t('auctions.result.youWon')}</div> : null}
      {auction.you?.won ? (
        <Box
          component="dl"
          data-testid="auction-totals"
          sx={{
            mt: 1,
            mb: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            columnGap: 2,
            justifyContent: 'start',
            '& dd': { m: 0 },
          }}
        >
          <dt>{t('auctions.result.hammer')}</dt>
          <dd>{formatMoney(auction.you.won.hammer, language)}</dd>
          <dt>{t('auctions.result.premium')}</dt>
          <dd>{formatMoney(auction.you.won.buyersPremium, language)}</dd>
          <dt>
            <strong>{t('auctions.result.total')}</strong>
          </dt>
          <dd>
            <strong data-testid="auction-total">{formatMoney(auction.you.won.total, language)}</strong>
          </dd>
        </Box>
      ) : null}
    </Alert>
  );
}
