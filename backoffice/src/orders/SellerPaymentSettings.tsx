import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../http';

interface PaymentSettings {
  methods: Array<{ method: string; accepted: boolean }>;
  account: { accountHolder: string | null; ibanLast4: string } | null;
}

/** The order's seller's payment settings, read-only: the methods they accept and the IBAN's last four digits
 * (GET /api/admin/payment-settings/:sellerId; the full IBAN never leaves the server). */
export const SellerPaymentSettings = () => {
  const record = useRecordContext<{ sellerId?: string }>();
  const translate = useTranslate();
  const sellerId = record?.sellerId;
  const settings = useQuery({
    queryKey: ['payment-settings', sellerId],
    enabled: Boolean(sellerId),
    queryFn: async () =>
      (await httpClient(`/api/admin/payment-settings/${encodeURIComponent(sellerId!)}`)).json as PaymentSettings,
  });
  if (!settings.data) return null;
  const { methods, account } = settings.data;
  return (
    <Stack spacing={1} data-testid="seller-payment-settings">
      <Typography variant="subtitle1">{translate('resources.payouts.settings.title')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {methods
          .filter((m) => m.accepted)
          .map((m) => (
            <Chip key={m.method} size="small" label={translate(`resources.payouts.methods.${m.method}`)} />
          ))}
      </Stack>
      <Typography variant="body2">
        {account
          ? translate('resources.payouts.settings.account', { last4: account.ibanLast4 })
          : translate('resources.payouts.settings.noAccount')}
      </Typography>
    </Stack>
  );
};
