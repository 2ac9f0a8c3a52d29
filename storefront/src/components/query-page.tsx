import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../lib/http';
import { PageContainer } from './page-container';

interface QueryPageProps<T> {
  testId: string;
  title: string;
  query: UseQueryResult<T>;
  /** Said when the API answers 400 or 404: the page's subject is unknown, malformed or not shown. */
  missing: { text: string; severity: AlertColor };
  /** Said, with a retry button, when the read failed otherwise. */
  failed: { text: string; retry: string };
  children: (data: T) => ReactNode;
}

/**
 * A page about one thing read by one query: its heading stays while the read is pending or failed, so the page never
 * jumps, and the body renders only once the data is there.
 */
export function QueryPage<T>({ testId, title, query, missing, failed, children }: QueryPageProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack role="status" aria-label={t('common.loading')}>
        {/* A progress bar needs a name of its own (axe: aria-progressbar-name), not only its region's. */}
        <LinearProgress aria-label={t('common.loading')} />
      </Stack>
    );
  else if (query.isError)
    body =
      query.error instanceof HttpError && [400, 404].includes(query.error.status) ? (
        <Alert severity={missing.severity}>{missing.text}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {failed.retry}
            </Button>
          }
        >
          {failed.text}
        </Alert>
      );
  else body = children(query.data);
  return (
    <PageContainer testId={testId}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {body}
    </PageContainer>
  );
}
