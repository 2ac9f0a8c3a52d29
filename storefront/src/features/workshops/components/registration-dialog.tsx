import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { navigateTo } from '../../../lib/browser';
import { formatDateRangeWithHijri, formatFee, formatMoneyExact } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import {
  dialogQuery,
  registerForWorkshop,
  type PaymentMethod,
  type PromoPrice,
  type RegistrationField,
  type TicketTier,
  type Workshop,
} from '../api/workshops-api';
import {
  amountsOf,
  answerOf,
  canProceed,
  earlyBird,
  heldForMe,
  missingFields,
  progressOf,
  seatChoices,
  soldOut,
  STEPS,
  type PersonalInfo,
} from './registration-model';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { WaitlistControl } from './waitlist-control';
import { PromoCodeField } from './promo-code-field';
import { RefundPolicyText } from './refund-policy-text';
import { CancellationPolicyText } from './cancellation-policy-text';

/** The four-step workshop registration dialog (SPEC section 2). */
export function RegistrationDialog({
  workshop,
  onClose,
  onSuccess,
}: {
  workshop: Workshop;
  onClose: () => void;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [step, setStep] = useState(1);
  const [tierId, setTierId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<string | null>(null);
  const [personal, setPersonal] = useState<PersonalInfo>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [promo, setPromo] = useState<PromoPrice | null>(null);
  const [quantity, setQuantity] = useState(1);
  const seats = seatChoices(workshop.maxSeatsPerPerson);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const tiers = useQuery(dialogQuery<TicketTier>(workshop.id, 'ticket-tiers', true));
  const methods = useQuery(dialogQuery<PaymentMethod>(workshop.id, 'payment-methods', true));
  const fields = useQuery(dialogQuery<RegistrationField>(workshop.id, 'registration-fields', true));
  const tier = tiers.data?.find((x) => x.id === tierId);
  const method = methods.data?.find((m) => m.paymentProvider === paymentMethod);
  // An applied code's amounts are the server's for the ticket and seats it was applied to; a change drops it.
  const applied = promo && promo.ticketTierId === tierId && (promo.quantity ?? 1) === quantity ? promo : null;
  const base = amountsOf(tier, new Date(), quantity);
  const { price } = base;
  const discount = applied ? applied.discountAmount : base.discount;
  const total = applied ? applied.totalAmount : base.total;
  const money = (n: number) => formatMoneyExact(n, language);
  const providerName = (p: string) => t(`workshops.providers.${p}`);
  const stepTitles = [1, 2, 3, 4].map((n) => t(`workshops.dialog.steps.${n}`));
  const missing = missingFields(fields.data ?? [], answers);
  const gate = canProceed(step, { tierId, personal, paymentMethod }) && (step !== 2 || missing.length === 0);

  const submit = useMutation({
    mutationFn: () =>
      registerForWorkshop(
        workshop.id,
        {
          ticketTierId: tierId!,
          paymentMethod: paymentMethod!,
          totalAmount: total,
          currency: tier?.currency ?? 'SAR',
          discountAmount: discount,
          personalInfo: personal,
          customResponses: answers,
          ...(applied ? { promoCode: applied.code } : {}),
          ...(quantity > 1 ? { quantity } : {}),
        },
        idempotencyKey,
      ),
    onSuccess: async (answer) => {
      toast({
        title: t('workshops.toast.successTitle'),
        description: t('workshops.toast.successBody'),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['/api/workshops'] });
      onSuccess();
      if (answer.payment?.nextAction?.type === 'redirect') navigateTo(answer.payment.nextAction.url);
    },
    onError: (error) => failed(t('workshops.toast.failedTitle'), error, t('workshops.toast.failedBody')),
  });

  const workshopFull = workshop.currentParticipants >= workshop.maxParticipants;
  const loading = tiers.isPending || methods.isPending || fields.isPending;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="registration-title">
      <DialogTitle id="registration-title">
        {pick(language, workshop.title, workshop.titleAr)}
        <Typography variant="body2" color="text.secondary" data-testid="step-counter">
          {t('workshops.dialog.stepOf', { step, total: STEPS })} · {stepTitles[step - 1]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progressOf(step)}
          aria-label={t('workshops.dialog.stepOf', { step, total: STEPS })}
          data-testid="step-progress"
          sx={{ mt: 1 }}
        />
      </DialogTitle>
      <DialogContent dividers>
        {loading && (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={t('workshops.dialog.loadingTiers')} />
          </Stack>
        )}
        {step === 1 && (
          <Stack spacing={1.5}>
            {tiers.isPending && <Typography>{t('workshops.dialog.loadingTiers')}</Typography>}
            {tiers.isError && (
              <Alert severity="error">{t('workshops.dialog.tiersError', { error: tiers.error.message })}</Alert>
            )}
            {tiers.data?.length === 0 && <Typography>{t('workshops.dialog.noTiers')}</Typography>}
            {tiers.data?.map((x) => {
              // Sold out (or the workshop full) for everyone but the person a seat is held for.
              const out = (soldOut(x) || workshopFull) && !heldForMe(x);
              return (
                <Card
                  key={x.id}
                  variant="outlined"
                  data-testid="tier-card"
                  sx={{
                    opacity: out ? 0.5 : 1,
                    borderColor: x.id === tierId ? 'primary.main' : undefined,
                    borderWidth: 2,
                  }}
                >
                  <CardActionArea disabled={out} onClick={() => setTierId(x.id)} aria-pressed={x.id === tierId}>
                    <CardContent>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                        <Typography variant="subtitle1">{pick(language, x.tierName, x.tierNameAr)}</Typography>
                        <Typography variant="subtitle1">{money(Number(x.price))}</Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {pick(language, x.description, x.descriptionAr)}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                        {earlyBird(x) && <Chip size="small" color="success" label={t('workshops.dialog.earlyBird')} />}
                        {x.maxQuantity != null && (
                          <Chip
                            size="small"
                            label={t('workshops.dialog.sold', { sold: x.currentSold ?? 0, max: x.maxQuantity })}
                          />
                        )}
                        {out && <Chip size="small" color="error" label={t('workshops.dialog.soldOut')} />}
                      </Stack>
                      <Box component="ul" sx={{ m: 0, mt: 1, ps: 2.5 }}>
                        {(language === 'ar' && x.benefitsAr?.length ? x.benefitsAr : (x.benefits ?? [])).map((b) => (
                          <li key={b}>
                            <Typography variant="body2">{b}</Typography>
                          </li>
                        ))}
                      </Box>
                    </CardContent>
                  </CardActionArea>
                  {(out || x.waitlisted) && <WaitlistControl workshopId={workshop.id} tier={x} />}
                </Card>
              );
            })}
            {seats.length > 1 && (
              <TextField
                select
                label={t('workshops.dialog.seats')}
                helperText={t('workshops.dialog.seatsHelp', { max: seats.length })}
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                slotProps={{ htmlInput: { 'data-testid': 'seats' } }}
              >
                {seats.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        )}
        {step === 2 && (
          <Stack spacing={2}>
            {(['firstName', 'lastName', 'email', 'phone'] as const).map((name) => (
              <TextField
                key={name}
                label={t(`workshops.dialog.${name}`)}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                required
                value={personal[name]}
                onChange={(e) => setPersonal({ ...personal, [name]: e.target.value })}
              />
            ))}
            {fields.data?.map((f) => {
              const label = pick(language, f.fieldLabel, f.fieldLabelAr);
              const options = (language === 'ar' && f.fieldOptionsAr?.length ? f.fieldOptionsAr : f.fieldOptions) ?? [];
              return (
                <TextField
                  key={f.id}
                  label={label}
                  required={f.isRequired}
                  placeholder={pick(language, f.placeholder, f.placeholderAr)}
                  multiline={f.fieldType === 'textarea'}
                  minRows={f.fieldType === 'textarea' ? 3 : undefined}
                  select={f.fieldType === 'select'}
                  value={answerOf(answers, f.fieldName)}
                  onChange={(e) => setAnswers({ ...answers, [f.fieldName]: e.target.value })}
                >
                  {f.fieldType === 'select' &&
                    options.map((o) => (
                      <MenuItem key={o} value={o}>
                        {o}
                      </MenuItem>
                    ))}
                </TextField>
              );
            })}
          </Stack>
        )}
        {step === 3 && (
          <Stack spacing={2}>
            <Box data-testid="order-summary">
              <Typography variant="subtitle2">{t('workshops.dialog.summary')}</Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <span>
                  {tier ? pick(language, tier.tierName, tier.tierNameAr) : ''}
                  {quantity > 1 ? ` × ${quantity}` : ''}
                </span>
                <span>{money(price * quantity)}</span>
              </Stack>
              {discount > 0 && (
                <Stack direction="row" data-testid="discount-line" sx={{ justifyContent: 'space-between' }}>
                  <span>{t('workshops.dialog.discount')}</span>
                  <span>−{money(discount)}</span>
                </Stack>
              )}
              <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 700 }}>
                <span>{t('workshops.dialog.total')}</span>
                <span data-testid="total">{money(total)}</span>
              </Stack>
            </Box>
            {tierId && (
              <PromoCodeField
                workshopId={workshop.id}
                ticketTierId={tierId}
                quantity={quantity}
                paymentMethod={paymentMethod}
                applied={applied}
                onApplied={setPromo}
              />
            )}
            <RadioGroup
              value={paymentMethod ?? ''}
              onChange={(e) => setPaymentMethod(e.target.value)}
              aria-label={t('workshops.dialog.paymentMethod')}
            >
              {methods.data?.map((m) => (
                <FormControlLabel
                  key={m.id}
                  value={m.paymentProvider}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{providerName(m.paymentProvider)}</span>
                      <Typography variant="caption" color="text.secondary">
                        {t('workshops.dialog.fee', {
                          fee: formatFee(m.transactionFeePercentage, m.fixedTransactionFee, language),
                        })}
                      </Typography>
                      {m.paymentProvider === 'stcpay' && (
                        <Chip size="small" color="primary" label={t('workshops.dialog.recommended')} />
                      )}
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          </Stack>
        )}
        {step === 4 && (
          <Stack spacing={0.5} data-testid="review">
            <Typography variant="subtitle1">{pick(language, workshop.title, workshop.titleAr)}</Typography>
            <Typography data-testid="review-dates">
              {formatDateRangeWithHijri(workshop.startDate, workshop.endDate, language)}
            </Typography>
            <Typography>
              {t('workshops.dialog.ticket')}: {tier ? pick(language, tier.tierName, tier.tierNameAr) : ''}
            </Typography>
            {quantity > 1 && (
              <Typography data-testid="review-seats">
                {t('workshops.dialog.seats')}: {quantity}
              </Typography>
            )}
            <Typography>
              {t('workshops.dialog.attendee')}: {personal.firstName} {personal.lastName}
            </Typography>
            <Typography>{personal.email}</Typography>
            <Typography>{personal.phone}</Typography>
            <Typography>
              {t('workshops.dialog.paymentMethod')}: {method ? providerName(method.paymentProvider) : ''}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t('workshops.dialog.total')}: {money(total)}
            </Typography>
            <CancellationPolicyText workshop={workshop} />
            <RefundPolicyText workshop={workshop} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={step === 1} onClick={() => setStep(step - 1)}>
          {t('workshops.dialog.previous')}
        </Button>
        {step < STEPS ? (
          <Button variant="contained" disabled={!gate} onClick={() => setStep(step + 1)}>
            {t('workshops.dialog.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={submit.isPending || !tierId || !paymentMethod}
            onClick={() => submit.mutate()}
          >
            {submit.isPending ? t('workshops.dialog.processing') : t('workshops.dialog.complete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
