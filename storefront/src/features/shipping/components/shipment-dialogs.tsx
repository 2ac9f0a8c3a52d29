import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { CARRIERS, recordTracking, shipOrder, TRACKING_STATUSES, type ShippingOrder } from '../api/shipping-api';

type Kind = 'ship' | 'tracking';

/** Ship an order (carrier and tracking number) or record a tracking event (status, place, description). */
export function ShipmentDialog({ order, kind, onClose }: { order: ShippingOrder; kind: Kind; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(
    kind === 'ship'
      ? { carrier: order.carrier ?? 'sandbox', trackingNumber: '' }
      : { status: 'in_transit', place: '', description: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      kind === 'ship'
        ? shipOrder(order.orderId, { carrier: values.carrier!, trackingNumber: values.trackingNumber!.trim() })
        : recordTracking(order.orderId, {
            status: values.status!,
            place: values.place!.trim(),
            description: values.description!.trim(),
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['shipping'] });
      onClose();
    },
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing = Object.entries(values).filter(([, v]) => v.trim() === '');
    setErrors(Object.fromEntries(missing.map(([f]) => [f, t('shipping.errors.required')])));
    if (missing.length === 0) send.mutate();
  }

  const input = (name: string, options?: readonly string[], labels?: string) => (
    <TextField
      key={name}
      fullWidth
      size="small"
      required
      name={name}
      label={t(`shipping.${kind}.fields.${name}`)}
      value={values[name]}
      select={Boolean(options)}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors(({ [name]: _gone, ...rest }) => rest);
      }}
      error={Boolean(errors[name])}
      helperText={errors[name]}
    >
      {options?.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`shipping.${labels}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate data-testid={`${kind}-form`}>
        <DialogTitle>{t(`shipping.${kind}.title`, { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kind === 'ship'
              ? [input('carrier', CARRIERS, 'carriers'), input('trackingNumber')]
              : [input('status', TRACKING_STATUSES, 'status'), input('place'), input('description')]}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shipping.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t(`shipping.${kind}.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
