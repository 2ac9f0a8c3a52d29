import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { formatMoneyExact } from '../../../lib/format';
import { confirmRefundSent, type RegistrationRefund } from '../api/registration-refunds-api';
import { useRegistrationAction } from './use-registration-action';
import { OrganiserFormDialog } from './organiser-form-dialog';

interface Props {
  workshopId: string;
  registrationId: string;
  refund: Pick<RegistrationRefund, 'refundId' | 'amount'>;
  onClose: () => void;
}

/** A bank transfer's refund: the organiser sent the money back and gives the bank's reference of it. */
export function ConfirmRefundSentDialog({ workshopId, registrationId, refund, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const send = useRegistrationAction(
    () => confirmRefundSent(workshopId, registrationId, refund.refundId, reference.trim()),
    t('workshops.refundTools.sentDone'),
    onClose,
  );
  const error =
    tried && !reference.trim()
      ? t('workshops.refundTools.referenceRequired')
      : serverFieldErrors(send.error, language).bankReference;
  const submit = () => {
    setTried(true);
    if (reference.trim()) send.mutate();
  };
  return (
    <OrganiserFormDialog
      id="refund-sent-title"
      title={t('workshops.refundTools.sentTitle', { amount: formatMoneyExact(refund.amount, language) })}
      submitLabel={t('workshops.refundTools.sentSubmit')}
      pending={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{t('workshops.refundTools.sentHint')}</DialogContentText>
      <TextField
        autoFocus
        required
        fullWidth
        margin="normal"
        label={t('workshops.refundTools.bankReference')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr' } }}
      />
    </OrganiserFormDialog>
  );
}
