import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { sendJson } from '../../../lib/http';
import { receivedInquiriesQuery } from '../api/dashboard-queries';
import type { Inquiry } from '../api/types';

/** POST /api/inquiries/:id/close: the owner closes an answered inquiry; the asker's list then shows it closed. */
export function CloseInquiryButton({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => sendJson<Inquiry>('POST', `/api/inquiries/${encodeURIComponent(inquiry.id)}/close`),
    onSuccess: async () => {
      toast({ title: t('dashboard.received.closedTitle'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: receivedInquiriesQuery.queryKey });
    },
    onError: (error) => toast({ title: errorMessage(error, language, t('errors.generic')), variant: 'destructive' }),
  });
  return (
    <Button size="small" variant="outlined" loading={close.isPending} onClick={() => close.mutate()}>
      {t('dashboard.received.close')}
    </Button>
  );
}
