import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import type { Auction } from '../api/auctions-api';
import { artistName, lotTitle } from './auction-texts';
import { CountdownText } from './countdown-text';

/** One auction in a list or on the home page: cover, title, current bid, bid count, time left, place-bid. */
export function AuctionCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = lotTitle(auction, language, (id) => t('auctions.untitled', { id }));
  const artist = artistName(auction, language);
  const price = auction.currentBid ?? auction.startingBid;
  const cover = auction.artwork?.thumbnailUrl ?? auction.artwork?.imageUrl ?? null;
  return (
    <Card
      data-testid="auction-card"
      component="article"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {cover ? (
        <CardMedia component="img" image={cover} alt={title} sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
      ) : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip
            size="small"
            color={auction.status === 'live' ? 'error' : 'default'}
            label={t(`auctions.status.${auction.status}`)}
          />
          {auction.detail ? (
            <Chip size="small" variant="outlined" label={t(`auctions.outcome.${auction.detail}`)} />
          ) : null}
        </Stack>
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {artist ? (
          <Typography variant="body2" color="text.secondary">
            {t('auctions.by', { name: artist })}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t(
            auction.hammer !== null
              ? 'auctions.hammer'
              : auction.currentBid !== null
                ? 'auctions.currentBid'
                : 'auctions.startingBid',
          )}
          : <strong data-testid="auction-card-price">{formatMoney(auction.hammer ?? price, language)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="auction-card-bids">
          {t('auctions.bids', { count: auction.bidCount, n: formatNumber(auction.bidCount, language) })}
        </Typography>
        {auction.status === 'live' ? <CountdownText until={auction.endsAt} label={t('auctions.endsIn')} /> : null}
        {auction.status === 'upcoming' ? (
          <Typography variant="body2">
            {t('auctions.startsAt', { date: formatDateTime(auction.startsAt, language) })}
          </Typography>
        ) : null}
        {auction.status === 'ended' ? (
          <Typography variant="body2">
            {t('auctions.endedAt', { date: formatDateTime(auction.endsAt, language) })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/auctions/${auction.id}`}
          variant={auction.status === 'live' ? 'contained' : 'outlined'}
          fullWidth
        >
          {auction.status === 'live' ? t('auctions.placeBid') : t('auctions.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
