import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoneyExact, formatNumber } from '../../../lib/format';
import { cancelMyRegistration, myWorkshopsQuery, refundQuoteQuery } from '../api/workshops-api';

interface Props {
  registrationId: string;
  onClose: () => void;
}

/** The attendee's cancellation: the refund the workshop's policy gives now, shown before they confirm. */
export function CancelRegistrationDialog({ registrationId, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const client = useQueryClient();
  const quote = useQuery(refundQuoteQuery(registrationId));
  const cancel = useMutation({
    mutationFn: () => cancelMyRegistration(registrationId),
    onSuccess: async () => {
      toast({ title: t('workshops.refund.done'), variant: 'success' });
      await client.invalidateQueries({ queryKey: myWorkshopsQuery.queryKey });
      onClose();
    },
  });
  const q = quote.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-registration-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-registration-title">{t('workshops.refund.title')}</DialogTitle>
      <DialogContent>
        {q ? (
          <DialogContentText data-testid="refund-quote">
            {q.amount > 0
              ? t('workshops.refund.quote', {
                  amount: formatMoneyExact(q.amount, language),
                  percent: formatNumber(q.percent / 100, language, { style: 'percent' }),
                })
              : t('workshops.refund.none')}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workshops.refund.keep')}</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={!q?.cancellable || cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {t('workshops.refund.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
