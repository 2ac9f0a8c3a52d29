import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** Puts a failed job back in its queue (POST /api/admin/jobs/{id}/retry); jobs are idempotent by design. */
export const RetryJobButton = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'jobs', action: 'retry' });
  const retry = useMutation({
    mutationFn: (id: string) => dataProvider.retryJob(id),
    onSuccess: () => {
      notify('resources.jobs.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !canAccess) return null;
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={retry.isPending} onClick={() => retry.mutate(record.id)}>
      {translate('resources.jobs.retry')}
    </Button>
  );
};
