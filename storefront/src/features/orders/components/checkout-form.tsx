import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatFee } from '../../../lib/format';
import { navigateTo } from '../../../lib/browser';
import { serverFieldErrors } from '../../../lib/field-errors';
import { usePublicSettings } from '../../../lib/platform-settings';
import {
  checkout,
  COUNTRIES,
  flatShipping,
  METHOD_FEES,
  methodFees,
  type MethodFees,
  orderPaymentMethodsQuery,
  ordersKeys,
  PAYMENT_METHODS,
  type Address,
  type Handoff,
  type Order,
  type PaymentMethod,
} from '../api/orders-api';
import { useMoney } from './order-bits';
import { FailureAlert } from './failure-alert';

const EMPTY: Address = {
  recipientName: '',
  phone: '',
  countryCode: 'SA',
  city: '',
  district: '',
  street: '',
  buildingNumber: '',
  postalCode: '',
  additionalNumber: '',
  shortAddress: '',
};
const SAUDI_ONLY: (keyof Address)[] = ['additionalNumber', 'shortAddress'];
const FIELDS: (keyof Address)[] = [
  'recipientName',
  'phone',
  'city',
  'district',
  'street',
  'buildingNumber',
  'postalCode',
  'additionalNumber',
  'shortAddress',
];

/** The provider's fee on an amount, as the server computes it (percentage plus fixed, to the halala). */
export const feeOf = (method: PaymentMethod, amount: number, fees: MethodFees = METHOD_FEES) =>
  Math.round(amount * fees[method].percent) / 100 + fees[method].fixed;

/**
 * Checkout: the delivery address (a Saudi one in the national address format), the flat shipping quote, the
 * payment method with its fee, the review of the total, then pay: the provider's hosted page (the sandbox
 * here), or a bank transfer's instructions. The server checks every field again and names what it refuses.
 */
export function CheckoutForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const fees = methodFees(usePublicSettings()?.paymentFees);
  const queryClient = useQueryClient();
  const [address, setAddress] = useState<Address>(EMPTY);
  const [buyerName, setBuyerName] = useState('');
  const [vat, setVat] = useState('');
  const offered = useQuery(orderPaymentMethodsQuery(order.id)).data?.methods.map((m) => m.method);
  // Only the methods the seller accepts (all of them until their answer arrives; the server refuses any other).
  const accepted = offered && offered.length > 0 ? offered : [...PAYMENT_METHODS];
  const [picked, setMethod] = useState<PaymentMethod>('stcpay');
  const method = accepted.includes(picked) ? picked : accepted[0]!;
  const [instructions, setInstructions] = useState<Handoff['payment']['nextAction'] | null>(null);
  const pay = useMutation({
    mutationFn: () =>
      checkout(order.id, {
        address,
        paymentMethod: method,
        buyerName,
        ...(vat.trim() ? { buyerVatNumber: vat.trim() } : {}),
      }),
    onSuccess: async (handoff) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      if (handoff.payment.nextAction.type === 'redirect') navigateTo(handoff.payment.nextAction.url);
      else setInstructions(handoff.payment.nextAction);
    },
  });
  const errors = serverFieldErrors(pay.error, language);
  const addressErrors = Object.fromEntries(
    (
      (pay.error as { body?: { details?: { field?: string; message?: string; messageAr?: string }[] } })?.body
        ?.details ?? []
    )
      .filter((d) => d.field?.startsWith('address.'))
      .map((d) => [d.field!.slice(8), (language === 'ar' ? d.messageAr : d.message) ?? '']),
  );
  const shipping = flatShipping(address.countryCode);
  const fee = Math.round(feeOf(method, order.amount + shipping, fees) * 100) / 100;
  const total = Math.round((order.amount + shipping + fee) * 100) / 100;
  const set = (field: keyof Address) => (e: { target: { value: string } }) =>
    setAddress((a) => ({ ...a, [field]: e.target.value }));

  if (instructions?.type === 'instructions')
    return (
      <Alert severity="info" data-testid="transfer-instructions">
        {language === 'ar' ? instructions.textAr : instructions.text}
      </Alert>
    );
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), pay.mutate())}
      data-testid="checkout-form"
    >
      <Typography variant="h6" component="h3">
        {t('orders.checkout.address')}
      </Typography>
      <TextField
        select
        id="checkout-country"
        label={t('orders.checkout.fields.countryCode')}
        value={address.countryCode}
        onChange={set('countryCode')}
      >
        {COUNTRIES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`orders.countries.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      {FIELDS.filter((f) => address.countryCode === 'SA' || !SAUDI_ONLY.includes(f)).map((f) => (
        <TextField
          key={f}
          id={`checkout-${f}`}
          label={t(`orders.checkout.fields.${f}`)}
          value={address[f]}
          onChange={set(f)}
          error={Boolean(addressErrors[f])}
          helperText={
            addressErrors[f] ||
            (address.countryCode === 'SA' ? t(`orders.checkout.hints.${f}`, { defaultValue: '' }) : '')
          }
        />
      ))}
      <TextField
        id="checkout-buyerName"
        label={t('orders.checkout.fields.buyerName')}
        value={buyerName}
        onChange={(e) => setBuyerName(e.target.value)}
        error={Boolean(errors.buyerName)}
        helperText={errors.buyerName}
      />
      <TextField
        id="checkout-vat"
        label={t('orders.checkout.fields.buyerVatNumber')}
        value={vat}
        onChange={(e) => setVat(e.target.value)}
        error={Boolean(errors.buyerVatNumber)}
        helperText={errors.buyerVatNumber || t('orders.checkout.vatHint')}
      />
      <Typography variant="h6" component="h3">
        {t('orders.checkout.method')}
      </Typography>
      <RadioGroup
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        aria-label={t('orders.checkout.method')}
      >
        {accepted.map((m) => (
          <FormControlLabel
            key={m}
            value={m}
            control={<Radio />}
            label={`${t(`orders.methods.${m}`)} — ${t('orders.checkout.feeText', {
              fee: formatFee(fees[m].percent, fees[m].fixed, language),
            })}`}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {t('orders.checkout.settlement')}
      </Typography>
      <Stack spacing={0.5} data-testid="checkout-review">
        <Typography variant="h6" component="h3">
          {t('orders.checkout.review')}
        </Typography>
        <Typography>{t('orders.checkout.price', { amount: money(order.amount) })}</Typography>
        <Typography>{t('orders.checkout.shipping', { amount: money(shipping) })}</Typography>
        <Typography>{t('orders.checkout.fee', { amount: money(fee) })}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
          {t('orders.checkout.total', { amount: money(total) })}
        </Typography>
      </Stack>
      {/* A refusal that names fields shows under them instead. */}
      <FailureAlert error={Object.keys(errors).length === 0 ? pay.error : null} />
      <Button type="submit" variant="contained" disabled={pay.isPending} data-testid="pay">
        {t('orders.checkout.pay')}
      </Button>
    </Stack>
  );
}
