import { Alert, Box, MenuItem, TableCell, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, usePermissions, useTranslate } from 'react-admin';
import { MODERATED_STREAM_PREFIXES, readsEveryStream } from '../permissions';
import { PlainTable } from '../common/PlainTable';
import { Code } from '../common/Code';
import { useFormatters } from '../format';
import { useStreams } from './useAudit';

/**
 * Stream categories offered in the picker (free text search finds any stream, these narrow it down).
 * kyc- joins when its capability lands.
 */
export const STREAM_PREFIXES = [
  'user-',
  'artist-',
  'gallery-',
  'collection-',
  'representation-',
  'profilePicture-',
  'profileViews-',
  'artwork-',
  'comment-',
  'discussion-',
  'inquiry-',
  'favorites-',
  'follows-',
  'auction-',
  'invoice-',
  'invoiceChain-',
  'sellerProfile-',
  'sellerCertificate-',
  'workshop-',
  'registration-',
  'artEvent-',
  'kyc-',
  'settings-',
  'featureToggle-',
  'announcement-',
  'pageContent-',
  'landingContent-',
  'commission-',
  'commissionThread-',
  'subscriber-',
  'campaign-',
  'mailSuppression-',
  'order-',
  'shippingOrder-',
  'shippingProfile-',
  'streamReads-',
  'translations-',
  'staffMessages-',
] as const;
const PER_PAGE = 25;

export const StreamPicker = () => {
  const translate = useTranslate();
  const { dateTime, number } = useFormatters();
  const { permissions } = usePermissions<string[]>();
  // Moderators read only the categories they moderate (the server refuses the others): offer only those.
  const everyStream = readsEveryStream(permissions);
  const prefixes = STREAM_PREFIXES.filter((p) => everyStream || MODERATED_STREAM_PREFIXES.includes(p));
  const [prefix, setPrefix] = useState<string>(STREAM_PREFIXES[0]);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error, isPending } = useStreams({ prefix, q, page, perPage: PER_PAGE });

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('audit.picker.category')}
          value={prefix}
          onChange={(event) => {
            setPrefix(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          {everyStream && <MenuItem value="">{translate('audit.picker.all')}</MenuItem>}
          {prefixes.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`audit.picker.categories.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          size="small"
          label={translate('audit.picker.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ minWidth: 280 }}
        />
      </Box>
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : !isPending && data?.data.length === 0 ? (
        <Typography>{translate('audit.picker.empty')}</Typography>
      ) : (
        <>
          <PlainTable
            aria-label={translate('audit.title')}
            aria-busy={isPending}
            head={[
              translate('audit.picker.streamName'),
              { label: translate('audit.picker.revision'), align: 'right' },
              translate('audit.picker.lastRecordedAt'),
            ]}
          >
            {(data?.data ?? []).map((stream) => (
              <TableRow key={stream.id} hover>
                <TableCell>
                  <Link
                    to={`/audit/${encodeURIComponent(stream.streamName)}`}
                    aria-label={translate('audit.picker.open', { name: stream.streamName })}
                  >
                    <Code>{stream.streamName}</Code>
                  </Link>
                </TableCell>
                <TableCell align="right">{number(stream.revision)}</TableCell>
                <TableCell>{dateTime(stream.lastRecordedAt)}</TableCell>
              </TableRow>
            ))}
          </PlainTable>
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page - 1}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          />
        </>
      )}
    </Box>
  );
};
