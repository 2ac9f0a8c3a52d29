import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { serverFieldErrors } from '../../../lib/field-errors';
import { formatDate, formatMoneyExact, formatNumber } from '../../../lib/format';
import { RowForm } from './row-form';
import {
  createPromoCode,
  deactivatePromoCode,
  dialogQuery,
  promoCodesQuery,
  type PromoCode,
  type TicketTier,
} from '../api/workshops-api';

const EMPTY = {
  code: '',
  kind: 'percentage' as PromoCode['kind'],
  amount: '',
  tierIds: [] as string[],
  maxUses: '',
  validUntil: '',
};

/** The organiser's promo codes of one workshop: the list with uses, a create form, deactivate. */
export function PromoCodesSection({ workshopId }: { workshopId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const codes = useQuery(promoCodesQuery(workshopId));
  const tiers = useQuery(dialogQuery<TicketTier>(workshopId, 'ticket-tiers', !!workshopId));
  const [form, setForm] = useState(EMPTY);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promoCodesQuery(workshopId).queryKey });
  const create = useMutation({
    mutationFn: () =>
      createPromoCode(workshopId, {
        code: form.code.trim(),
        kind: form.kind,
        amount: Number(form.amount),
        tierIds: form.tierIds,
        maxUses: form.maxUses ? Number(form.maxUses) : null,
        // The last moment of the chosen day in Riyadh.
        validUntil: form.validUntil ? `${form.validUntil}T23:59:59+03:00` : null,
      }),
    onSuccess: async () => {
      setForm(EMPTY);
      toast({ title: t('workshops.promo.created'), variant: 'success' });
      await refresh();
    },
  });
  const deactivate = useMutation({
    mutationFn: (code: string) => deactivatePromoCode(workshopId, code),
    onSuccess: refresh,
    onError: (error: Error) => failed(t('workshops.manage.failed'), error),
  });
  const errors = serverFieldErrors(create.error, language);
  const field = (name: keyof typeof EMPTY) => ({
    label: t(`workshops.promo.${name}`),
    value: form[name],
    error: !!errors[name],
    helperText: errors[name],
    onChange: (e: { target: { value: unknown } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const tierName = (id: string) => {
    const tier = tiers.data?.find((x) => x.id === id);
    return tier ? pick(language, tier.tierName, tier.tierNameAr) : id;
  };
  const off = (c: PromoCode) =>
    c.kind === 'percentage'
      ? formatNumber(c.amount / 100, language, { style: 'percent', maximumFractionDigits: 2 })
      : formatMoneyExact(c.amount, language);
  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="promo-codes-title">
      <Typography variant="h5" component="h2" id="promo-codes-title">
        {t('workshops.promo.section')}
      </Typography>
      {codes.isSuccess && codes.data.length === 0 && <Typography>{t('workshops.promo.none')}</Typography>}
      {!!codes.data?.length && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['code', 'amount', 'tiers', 'uses', 'validUntil', 'status'] as const).map((h) => (
                  <TableCell key={h}>{t(`workshops.promo.${h}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.data.map((c) => (
                <TableRow key={c.code} data-testid="promo-row">
                  <TableCell dir="ltr">{c.code}</TableCell>
                  <TableCell>{off(c)}</TableCell>
                  <TableCell>
                    {c.tierIds.length ? c.tierIds.map(tierName).join('، ') : t('workshops.promo.allTiers')}
                  </TableCell>
                  <TableCell>
                    {c.maxUses === null
                      ? formatNumber(c.uses, language)
                      : t('workshops.promo.usesOf', {
                          uses: formatNumber(c.uses, language),
                          max: formatNumber(c.maxUses, language),
                        })}
                  </TableCell>
                  <TableCell>{c.validUntil ? formatDate(c.validUntil, language) : '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`workshops.promo.${c.active ? 'active' : 'inactive'}`)} />
                  </TableCell>
                  <TableCell>
                    {c.active && (
                      <Button size="small" onClick={() => deactivate.mutate(c.code)}>
                        {t('workshops.promo.deactivate')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RowForm
        label={t('workshops.promo.create')}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <TextField size="small" required {...field('code')} slotProps={{ htmlInput: { maxLength: 20, dir: 'ltr' } }} />
        <TextField size="small" select {...field('kind')}>
          {(['percentage', 'fixed'] as const).map((k) => (
            <MenuItem key={k} value={k}>
              {t(`workshops.promo.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" required type="number" {...field('amount')} />
        <TextField
          size="small"
          select
          {...field('tierIds')}
          label={t('workshops.promo.tiers')}
          sx={{ minWidth: 160 }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (ids) =>
                (ids as string[]).length ? (ids as string[]).map(tierName).join('، ') : t('workshops.promo.allTiers'),
            },
            inputLabel: { shrink: true },
          }}
        >
          {(tiers.data ?? []).map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {pick(language, x.tierName, x.tierNameAr)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="number" {...field('maxUses')} placeholder={t('workshops.promo.unlimited')} />
        <TextField size="small" type="date" {...field('validUntil')} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('workshops.promo.create')}
        </Button>
      </RowForm>
    </Stack>
  );
}
