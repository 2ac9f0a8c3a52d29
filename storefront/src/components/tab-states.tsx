import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A list's empty state: a message and links to where the list gets filled. */
export function EmptyState({
  text,
  links,
  testId,
}: {
  text: string;
  links: { to: string; label: string }[];
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid={testId}>
      <Typography sx={{ mb: links.length ? 2 : 0 }}>{text}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        {links.map((l) => (
          <Button key={l.to} component={RouterLink} to={l.to} variant="outlined">
            {l.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/** A list that could not be loaded. */
export function LoadError() {
  const { t } = useTranslation();
  return <Alert severity="warning">{t('common.loadError')}</Alert>;
}

/** A tab's list read by one query: `loading` while it loads, its load error, `empty` when it has none, or the list. */
export function QueryList<T>({
  query,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
