import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { loginUrl } from '../../../lib/auth-urls';
import { navigateTo } from '../../../lib/browser';
import { HttpError, sendJson } from '../../../lib/http';
import { useLanguage } from '../../../i18n/use-language';

interface Retained {
  what: string;
  whatAr: string;
  reason: string;
  reasonAr: string;
}
interface ErasureAnswer {
  erased: true;
  retained: Retained[];
}

/** The query parameter that reopens the confirmation after the fresh sign-in the server asked for. */
export const CONFIRM_ERASE = 'erase';

const needsFreshSignIn = (error: unknown) =>
  error instanceof HttpError && error.status === 403 && error.body?.code === 'reauthentication_required';

/**
 * Erasing one's account (POST /api/profile/erase). The server wants a sign-in from the last 10 minutes: when it
 * answers 403 `reauthentication_required`, the person is sent to sign in again (`prompt=login`) and comes back
 * here with the confirmation open, to confirm once more.
 */
export function EraseAccount() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get(CONFIRM_ERASE) === 'confirm');
  const erase = useMutation({
    mutationFn: () => sendJson<ErasureAnswer>('POST', '/api/profile/erase'),
    onError: (error) => {
      if (!needsFreshSignIn(error)) return;
      const back = new URLSearchParams(location.search);
      back.set(CONFIRM_ERASE, 'confirm');
      const returnTo = `${location.pathname}?${back.toString()}`;
      navigateTo(loginUrl({ language, returnTo, prompt: 'login' }));
    },
  });

  if (erase.data) {
    return (
      <Alert severity="success" sx={{ mt: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('dashboard.erase.done')}</Typography>
        <ul>
          {erase.data.retained.map((r) => (
            <li key={r.what}>{language === 'ar' ? `${r.whatAr}: ${r.reasonAr}` : `${r.what}: ${r.reason}`}</li>
          ))}
        </ul>
        <Button href="/" variant="outlined">
          {t('dashboard.erase.home')}
        </Button>
      </Alert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('dashboard.erase.title')}
      </Typography>
      <Typography sx={{ my: 1 }}>{t('dashboard.erase.intro')}</Typography>
      {erase.isError && (
        <Alert severity={needsFreshSignIn(erase.error) ? 'info' : 'error'} sx={{ mb: 2 }}>
          {needsFreshSignIn(erase.error)
            ? t('dashboard.erase.signInAgain')
            : errorMessage(erase.error, language, t('errors.generic'))}
        </Alert>
      )}
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('dashboard.erase.start')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="erase-account-title">
        <DialogTitle id="erase-account-title">{t('dashboard.erase.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('dashboard.erase.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('dashboard.erase.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={erase.isPending}
            onClick={() => {
              setOpen(false);
              erase.mutate();
            }}
          >
            {t('dashboard.erase.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
