import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

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

export function LoadError() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="load-error">
      {t('dashboard.loadError')}
    </Alert>
  );
}
