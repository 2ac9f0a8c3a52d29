import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { formatMoneyExact } from '../../../lib/format';
import { refundRegistration } from '../api/registration-refunds-api';
import { useRegistrationAction } from './use-registration-action';
import { OrganiserFormDialog } from './organiser-form-dialog';

interface Props {
  workshopId: string;
  registrationId: string;
  name: string;
  /** What is left to give back. */
  left: number;
  onClose: () => void;
}

/** Up to two decimals, more than nothing and no more than is left: the server's rule, checked before sending. */
const amountOk = (text: string, left: number) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0 && Math.round(Number(text) * 100) <= Math.round(left * 100);

/** The organiser's refund of part or all of what is left of a registration's payment, with the reason. */
export function RefundRegistrationDialog({ workshopId, registrationId, name, left, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const max = formatMoneyExact(left, language);
  const send = useRegistrationAction(
    () => refundRegistration(workshopId, registrationId, { amount: Number(amount), reason: reason.trim() }),
    t('workshops.refundTools.done'),
    onClose,
  );
  const server = serverFieldErrors(send.error, language);
  const errors = {
    amount: tried && !amountOk(amount, left) ? t('workshops.refundTools.amountRange', { max }) : server.amount,
    reason: tried && !reason.trim() ? t('workshops.refundTools.reasonRequired') : server.reason,
  };
  const submit = () => {
    setTried(true);
    if (amountOk(amount, left) && reason.trim()) send.mutate();
  };
  return (
    <OrganiserFormDialog
      id="refund-registration-title"
      title={t('workshops.refundTools.title', { name })}
      submitLabel={t('workshops.refundTools.submit')}
      submitColor="warning"
      pending={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{t('workshops.refundTools.left', { amount: max })}</DialogContentText>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField
          autoFocus
          required
          type="number"
          label={t('workshops.refundTools.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!!errors.amount}
          helperText={errors.amount}
          slotProps={{ htmlInput: { min: 0.01, max: left, step: 0.01 } }}
        />
        <TextField
          required
          multiline
          minRows={2}
          label={t('workshops.refundTools.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!errors.reason}
          helperText={errors.reason}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Stack>
    </OrganiserFormDialog>
  );
}
