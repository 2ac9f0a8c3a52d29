import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed load: the screen's own title ("Error loading artists"), "Please try again later" and a retry. */
export function ErrorState({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon />}
      data-testid="error-state"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('catalog.common.retry')}
          </Button>
        ) : undefined
      }
      sx={{ my: 3 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {t('catalog.common.tryLater')}
    </Alert>
  );
}

/** Nothing matched: a short explanation and, optionally, a way out (clear the filters). */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, my: 3, textAlign: 'center' }} data-testid="empty-state">
      <SearchOffIcon color="action" fontSize="large" aria-hidden />
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1, mb: 1 }}>
        {title}
      </Typography>
      {body ? (
        <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
          {body}
        </Typography>
      ) : null}
      {action}
    </Paper>
  );
}
