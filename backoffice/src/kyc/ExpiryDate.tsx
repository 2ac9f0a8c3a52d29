import { Chip, type ChipProps, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';

/** The API's badge of an expiry date: past, or within 30 days (null otherwise). */
export type ExpiryBadge = 'expired' | 'soon' | null;

// Filled chips with white text: these palette colours keep AA contrast.
const COLOURS: Record<'expired' | 'soon', ChipProps['color']> = { expired: 'error', soon: 'secondary' };

/** A document's expiry date with its badge; a dash when the document has no expiry. */
export const ExpiryDate = ({ date, badge }: { date: string | null | undefined; badge?: ExpiryBadge }) => {
  const translate = useTranslate();
  const { date: formatDate } = useFormatters();
  if (!date) return <span>—</span>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{formatDate(date)}</span>
      {badge ? <Chip size="small" color={COLOURS[badge]} label={translate(`resources.kyc.expiry.${badge}`)} /> : null}
    </Stack>
  );
};

/** The queue's column: the case's next expiry (an approved document's) with its badge. */
export const NextExpiryField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ nextExpiry?: string | null; expiry?: ExpiryBadge }>();
  return <ExpiryDate date={record?.nextExpiry} badge={record?.expiry} />;
};
