import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';

/** Asks why a discussion or a reply should be reviewed, then reports it to the moderators. */
export function ReportDialog({
  report,
  onClose,
}: {
  report: ((reason: string) => Promise<unknown>) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => report!(text),
    onSuccess: () => {
      toast({ title: t('discussions.report.done'), variant: 'success' });
      setReason('');
      onClose();
    },
    onError: (e) =>
      setError(serverFieldErrors(e, language).reason ?? errorMessage(e, language, t('discussions.failed'))),
  });
  const submit = () => {
    if (!reason.trim()) return setError(t('discussions.required'));
    setError(null);
    send.mutate(reason.trim());
  };
  return (
    <Dialog open={report !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="report-title">{t('discussions.report.title')}</DialogTitle>
        <DialogContent>
          <TextField
            id="report-reason"
            label={t('discussions.report.reason')}
            required
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 1 }}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('discussions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('discussions.report.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
