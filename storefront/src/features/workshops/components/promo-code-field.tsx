import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoneyExact } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/field-errors';
import { checkPromoCode, type PromoPrice } from '../api/workshops-api';

/**
 * The registration dialog's "Promo code" field: Apply asks the server what the chosen ticket costs with the code
 * and shows the discount and the new total, or the server's reason in the interface language. The registration
 * sends the applied code and the server checks it again when it takes the seat.
 */
export function PromoCodeField({
  workshopId,
  ticketTierId,
  quantity,
  paymentMethod,
  applied,
  onApplied,
}: {
  workshopId: string;
  ticketTierId: string;
  /** The seats the code is priced for. */
  quantity: number;
  paymentMethod: string | null;
  applied: PromoPrice | null;
  onApplied: (price: PromoPrice | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [code, setCode] = useState(applied?.code ?? '');
  const check = useMutation({
    mutationFn: () =>
      checkPromoCode(workshopId, {
        promoCode: code.trim(),
        ticketTierId,
        ...(quantity > 1 ? { quantity } : {}),
        ...(paymentMethod ? { paymentMethod } : {}),
      }),
    onSuccess: onApplied,
    onError: () => onApplied(null),
  });
  const error = check.isError
    ? (serverFieldErrors(check.error, language).promoCode ?? t('workshops.promo.failed'))
    : '';
  const money = (n: number) => formatMoneyExact(n, language);
  return (
    <Stack spacing={1} data-testid="promo-code">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('workshops.promo.label')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (applied) onApplied(null);
          }}
          error={!!error}
          helperText={error || undefined}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        {applied ? (
          <Button
            onClick={() => {
              setCode('');
              onApplied(null);
            }}
          >
            {t('workshops.promo.remove')}
          </Button>
        ) : (
          <Button variant="outlined" disabled={!code.trim() || check.isPending} onClick={() => check.mutate()}>
            {t('workshops.promo.apply')}
          </Button>
        )}
      </Stack>
      {applied && (
        <Alert severity="success" data-testid="promo-applied">
          {t('workshops.promo.applied', { code: applied.code, discount: money(applied.promoDiscount) })} ·{' '}
          {t('workshops.promo.newTotal', { total: money(applied.totalAmount) })}
        </Alert>
      )}
    </Stack>
  );
}
