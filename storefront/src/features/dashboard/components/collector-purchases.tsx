import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { formatDate, formatMoney } from '../../../lib/format';
import { EmptyState, LoadError } from '../../../components/tab-states';
import { auctionWinsQuery, purchasesQuery, wonOrdersQuery } from '../api/dashboard-queries';

/** One bought or won work: its title and date, its price in SAR at the end of the line. */
function Row(props: {
  to: string;
  title: string;
  date: string;
  price: string;
  chip?: string;
  chipColor?: 'success' | 'warning';
  testId: string;
}) {
  return (
    <ListItem disablePadding divider data-testid={props.testId}>
      <ListItemButton component={RouterLink} to={props.to}>
        <ListItemText primary={props.title} secondary={props.date} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {props.chip && <Chip size="small" color={props.chipColor ?? 'success'} label={props.chip} />}
          <Typography sx={{ fontWeight: 600 }}>{props.price}</Typography>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** A list while loading, failed, empty (a message and where to go) or filled. */
function Listing<T>(props: {
  query: UseQueryResult<T[]>;
  empty: { text: string; to: string; label: string; testId: string };
  testId: string;
  row: (item: T) => React.ReactNode;
}) {
  const { query, empty } = props;
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (query.isError) return <LoadError />;
  if (query.data.length === 0)
    return <EmptyState text={empty.text} links={[{ to: empty.to, label: empty.label }]} testId={empty.testId} />;
  return <List data-testid={props.testId}>{query.data.map(props.row)}</List>;
}

/** The collector's paid orders; the empty state points to the catalogue. */
export function PurchasesList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const empty = { text: t('dashboard.collector.purchasesEmpty'), to: '/search', testId: 'purchases-empty' };
  return (
    <Listing
      query={useQuery(purchasesQuery)}
      empty={{ ...empty, label: t('dashboard.collector.browseArtworks') }}
      testId="purchases"
      row={(order) => (
        <Row
          key={order.id}
          testId="purchase-item"
          to={`/dashboard?tab=orders&order=${encodeURIComponent(order.id)}`}
          title={localized(order.artwork?.title, order.artwork?.titleAr)}
          date={
            order.payment ? t('dashboard.collector.paidOn', { date: formatDate(order.payment.paidAt, language) }) : ''
          }
          price={formatMoney(order.payment?.total ?? order.amount, language)}
        />
      )}
    />
  );
}

/** The lots the collector won at auction, with their hammer price; a win awaiting payment opens its order to
 * check out ("Pay now"), a paid one its order; the empty state points to the auctions. */
export function AuctionWinsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const orders = useQuery(wonOrdersQuery).data;
  const chipOf = (auctionId: string, invoiced: boolean) => {
    const order = orders?.get(auctionId);
    if (order?.status === 'awaiting_payment')
      return { chip: t('dashboard.collector.payWin'), chipColor: 'warning' as const };
    if (order?.status === 'paid') return { chip: t('dashboard.collector.winPaid') };
    return { chip: invoiced ? t('dashboard.collector.invoiced') : undefined };
  };
  const empty = { text: t('dashboard.collector.winsEmpty'), to: '/auctions', testId: 'wins-empty' };
  return (
    <Listing
      query={useQuery(auctionWinsQuery)}
      empty={{ ...empty, label: t('dashboard.collector.browseAuctions') }}
      testId="auction-wins"
      row={(win) => (
        <Row
          key={win.auctionId}
          testId="win-item"
          to={
            orders?.get(win.auctionId)
              ? `/dashboard?tab=orders&order=${encodeURIComponent(orders.get(win.auctionId)!.id)}`
              : `/auctions/${encodeURIComponent(win.auctionId)}`
          }
          title={localized(win.title, win.titleAr) || t('dashboard.collector.lot', { lot: win.lotId })}
          date={t('dashboard.collector.wonOn', { date: formatDate(win.closedAt, language) })}
          price={t('dashboard.collector.hammer', { price: formatMoney(win.hammer, language) })}
          {...chipOf(win.auctionId, win.invoiceId !== null)}
        />
      )}
    />
  );
}
