import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-context';
import { reportComment } from '../../api/community';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { LIMITS } from '../../lib/validation';
import { useErrorToast } from '../../../../components/toast/use-error-toast';

/** Asks why a comment should be reviewed, then reports it to the moderators. */
export function ReportCommentDialog({ commentId, onClose }: { commentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useErrorToast();
  const form = useValidatedForm({ reason: '' }, { reason: { required: true, max: LIMITS.reasonMax } });
  const report = useMutation({
    mutationFn: (id: string) => reportComment(id, form.values.reason.trim()),
    onSuccess: () => {
      toast({
        title: t('catalog.comments.reportedTitle'),
        description: t('catalog.comments.reportedBody'),
        variant: 'success',
      });
      form.reset();
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      failed(t('catalog.common.errorTitle'), error);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (commentId && form.validate()) report.mutate(commentId);
  };
  return (
    <Dialog open={commentId !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="report-title">{t('catalog.comments.reportTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            id="report-reason"
            label={t('catalog.comments.reason')}
            required
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 1 }}
            {...form.field('reason')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('catalog.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={report.isPending}>
            {t('catalog.comments.report')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
