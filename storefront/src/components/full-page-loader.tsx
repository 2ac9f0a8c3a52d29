import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while sign-in state or role setup loads (SPEC section 2), and while a screen's code arrives. */
export function FullPageLoader({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: inline ? '40vh' : '100vh',
      }}
      data-testid={inline ? 'page-loader' : 'full-page-loader'}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
