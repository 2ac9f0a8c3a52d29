import { TableCell, TableRow, Typography } from '@mui/material';
import { NumberField, Show, SimpleShowLayout, TextField, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { PlainTable } from '../common/PlainTable';
import { DateTimeField } from '../common/DateTimeField';
import { useFormatters } from '../format';
import { ShowActions } from '../kit/screens';
import { ChoiceChip, LocalizedField } from '../kit/fields';
import { RecordButton } from '../kit/RecordButton';
import { CancelAuctionButton, RetractBidButton } from './AuctionCommands';
import { STATUS_COLOURS } from './AuctionList';
import { formatSar } from './replayModel';

interface Bid {
  sequence: number;
  paddle: number;
  bidderId: string;
  amount: number;
  at: string;
  byProxy: boolean;
  retracted: boolean;
}
interface AuctionRecord {
  id: string;
  status: string;
  bids?: Bid[];
}

const Actions = () => (
  <ShowActions auditTrail={false}>
    <RecordButton<AuctionRecord>
      label="resources.auctions.replay.menu"
      to={(r) => `/auctions/${encodeURIComponent(r.id)}/replay`}
    />
    <RecordButton<AuctionRecord> label="app.menu.audit" to={(r) => `/audit/auction-${r.id}`} />
    <CancelAuctionButton />
  </ShowActions>
);

/** Every bid with its bidder (staff only), newest first; admins may retract one with a reason. */
const BidsTable = () => {
  const record = useRecordContext<AuctionRecord>();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const locale = useLocale();
  if (!record) return null;
  const bids = record.bids ?? [];
  if (bids.length === 0) return <Typography variant="body2">{translate('resources.auctions.bids.none')}</Typography>;
  return (
    <PlainTable
      aria-label={translate('resources.auctions.bids.title')}
      head={[
        ...['sequence', 'paddle', 'bidder', 'amount', 'at', 'byProxy', 'retracted'].map((key) =>
          translate(`resources.auctions.bids.${key}`),
        ),
        null,
      ]}
    >
      {bids.map((bid) => (
        <TableRow key={bid.sequence} sx={bid.retracted ? { textDecoration: 'line-through' } : undefined}>
          <TableCell>{bid.sequence}</TableCell>
          <TableCell>{bid.paddle}</TableCell>
          <TableCell>
            <code>{bid.bidderId}</code>
          </TableCell>
          <TableCell>{formatSar(bid.amount, locale)}</TableCell>
          <TableCell>{dateTime(bid.at)}</TableCell>
          <TableCell>{bid.byProxy ? '✓' : ''}</TableCell>
          <TableCell>{bid.retracted ? '✓' : ''}</TableCell>
          <TableCell>
            {record.status === 'live' && !bid.retracted ? (
              <RetractBidButton auctionId={record.id} sequence={bid.sequence} />
            ) : null}
          </TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
};

export const AuctionShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <LocalizedField source="artwork.title" />
        <TextField source="lotId" />
        <TextField source="saleId" emptyText="—" />
        <ChoiceChip source="status" group="resources.auctions.status" colours={STATUS_COLOURS} />
        <ChoiceChip source="detail" group="resources.auctions.detail" />
        <TextField source="sellerId" />
        <TextField source="consignorId" emptyText="—" />
        <NumberField source="startingBid" options={{ style: 'currency', currency: 'SAR' }} />
        <NumberField source="reserve" options={{ style: 'currency', currency: 'SAR' }} emptyText="—" />
        <NumberField source="currentBid" options={{ style: 'currency', currency: 'SAR' }} emptyText="—" />
        <NumberField source="hammer" options={{ style: 'currency', currency: 'SAR' }} emptyText="—" />
        <TextField source="leaderPaddle" emptyText="—" />
        <DateTimeField source="startsAt" />
        <DateTimeField source="scheduledEndsAt" />
        <DateTimeField source="endsAt" />
        <TextField source="softCloseMinutes" />
        <Typography variant="h6" component="h2">
          {translate('resources.auctions.bids.title')}
        </Typography>
        <BidsTable />
      </SimpleShowLayout>
    </Show>
  );
};
