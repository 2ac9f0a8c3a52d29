import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '../../config/constants';
import { ToastContext, type Toast, type ToastApi } from './toast-context';

const severity = { default: 'info', success: 'success', destructive: 'error' } as const;

interface Shown extends Toast {
  id: number;
}

/** One toast at a time: a new one replaces the current one; each stays five seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((next: Toast) => {
    setCurrent({ ...next, id: Date.now() });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {current ? (
          <Alert
            onClose={dismiss}
            severity={severity[current.variant ?? 'default']}
            variant="filled"
            slotProps={{ closeButton: { 'aria-label': t('common.close'), title: t('common.close') } }}
            sx={{ width: '100%', minWidth: 280 }}
          >
            <AlertTitle>{current.title}</AlertTitle>
            {current.description}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}
