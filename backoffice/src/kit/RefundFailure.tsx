import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';

/** The API's last refusal of a refund still owed (payments ledger rows and staff's registration reads). */
export interface RefundFailure {
  reason: string;
  attempt: number;
  at: string;
  retryAt: string | null;
  flagged: boolean;
}

/**
 * A refund the provider refused: its reason, the attempt, and the next retry; once the retries are spent
 * (`flagged`), a notice that a person must give the money back another way, as nothing will ask again.
 */
export const RefundFailureNotice = ({ compact = false }: { compact?: boolean; label?: string }) => {
  const record = useRecordContext<{ refundFailure?: RefundFailure | null }>();
  const translate = useTranslate();
  const { dateTime, number } = useFormatters();
  const failure = record?.refundFailure;
  if (!failure) return null;
  const attempt = number(failure.attempt);
  if (failure.flagged)
    return (
      <Alert severity="error" role="alert" sx={{ py: compact ? 0 : undefined }}>
        {translate('kit.refundFailure.flagged', { attempt })}
        <Typography variant="body2">{translate('kit.refundFailure.reason', { reason: failure.reason })}</Typography>
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ py: compact ? 0 : undefined }}>
      {translate('kit.refundFailure.refused', { attempt, reason: failure.reason })}
      <Typography variant="body2">
        {failure.retryAt
          ? translate('kit.refundFailure.nextRetry', { when: dateTime(failure.retryAt) })
          : translate('kit.refundFailure.retrying')}
      </Typography>
    </Alert>
  );
};
