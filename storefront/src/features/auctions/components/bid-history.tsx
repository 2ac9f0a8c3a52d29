import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import type { PublicBid } from '../api/auctions-api';

/** The public history, newest first: paddle numbers only, never bidders. */
export function BidHistory({ history }: { history: PublicBid[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (history.length === 0)
    return <Typography data-testid="bid-history-empty">{t('auctions.history.empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('auctions.history.title')} data-testid="bid-history">
      <TableHead>
        <TableRow>
          <TableCell>{t('auctions.history.bidder')}</TableCell>
          <TableCell>{t('auctions.history.amount')}</TableCell>
          <TableCell>{t('auctions.history.time')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.slice(0, 50).map((bid, i) => (
          <TableRow key={`${bid.at}-${bid.amount}-${i}`} data-testid="bid-row">
            <TableCell>{t('auctions.history.paddle', { paddle: formatNumber(bid.paddle, language) })}</TableCell>
            <TableCell>{formatMoney(bid.amount, language)}</TableCell>
            <TableCell>{formatDateTime(bid.at, language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
