import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { formatDate, formatMoneyExact, formatNumber } from '../../../lib/format';
import { organiserTiersQuery, setSeatsPerPerson, type TierBody } from '../api/workshop-lists-api';
import type { TicketTier } from '../api/workshops-api';
import { lines, useListEditor, useWorkshopAction } from './use-list-editor';
import { RowForm } from './row-form';

const EMPTY = {
  tierName: '',
  tierNameAr: '',
  price: '',
  maxQuantity: '',
  earlyBirdEndDate: '',
  discountPercentage: '0',
  benefits: '',
  benefitsAr: '',
};
type Form = typeof EMPTY;

const formOf = (tier: TicketTier): Form => ({
  tierName: tier.tierName,
  tierNameAr: tier.tierNameAr ?? '',
  price: String(Number(tier.price)),
  maxQuantity: tier.maxQuantity == null ? '' : String(tier.maxQuantity),
  earlyBirdEndDate: tier.earlyBirdEndDate ? tier.earlyBirdEndDate.slice(0, 10) : '',
  discountPercentage: String(tier.discountPercentage ?? 0),
  benefits: (tier.benefits ?? []).join('\n'),
  benefitsAr: (tier.benefitsAr ?? []).join('\n'),
});

const bodyOf = (form: Form): TierBody => ({
  tierName: form.tierName.trim(),
  tierNameAr: form.tierNameAr.trim(),
  price: Number(form.price),
  maxQuantity: form.maxQuantity ? Number(form.maxQuantity) : null,
  // The early bird ends as the chosen day ends in Riyadh.
  earlyBirdEndDate: form.earlyBirdEndDate ? `${form.earlyBirdEndDate}T23:59:59+03:00` : null,
  discountPercentage: Number(form.discountPercentage || 0),
  benefits: lines(form.benefits),
  benefitsAr: lines(form.benefitsAr),
});

/** The organiser's ticket tiers: each with its sales, edited or deleted; a new one; the seats one person may take. */
export function TicketTiersSection({ workshopId, seatsPerPerson }: { workshopId: string; seatsPerPerson: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tiers = useQuery(organiserTiersQuery(workshopId));
  const editor = useListEditor<Form, TicketTier>(workshopId, 'ticket-tiers', EMPTY, formOf, bodyOf);
  const [seats, setSeats] = useState('');
  const seatsSave = useWorkshopAction(() => setSeatsPerPerson(workshopId, Number(seats || seatsPerPerson)));
  const field = (name: keyof Form, extra: object = {}) => ({
    ...editor.field(name, t(`workshops.tiers.${name}`)),
    ...extra,
  });
  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="tiers-title">
      <Typography variant="h5" component="h2" id="tiers-title">
        {t('workshops.tiers.section')}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['tierName', 'price', 'sold', 'earlyBirdEndDate'] as const).map((h) => (
                <TableCell key={h}>{t(`workshops.tiers.${h}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(tiers.data ?? []).map((tier) => (
              <TableRow key={tier.id} data-testid="tier-row">
                <TableCell>{pick(language, tier.tierName, tier.tierNameAr)}</TableCell>
                <TableCell>{formatMoneyExact(Number(tier.price), language)}</TableCell>
                <TableCell>
                  {tier.maxQuantity == null
                    ? formatNumber(tier.currentSold ?? 0, language)
                    : t('workshops.promo.usesOf', {
                        uses: formatNumber(tier.currentSold ?? 0, language),
                        max: formatNumber(tier.maxQuantity, language),
                      })}
                </TableCell>
                <TableCell>
                  {tier.earlyBirdEndDate
                    ? t('workshops.tiers.earlyBird', {
                        date: formatDate(tier.earlyBirdEndDate, language),
                        percent: formatNumber(tier.discountPercentage ?? 0, language),
                      })
                    : '—'}
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => editor.edit(tier)}>
                    {t('workshops.tiers.edit')}
                  </Button>
                  {!tier.currentSold && (
                    <Button size="small" color="error" onClick={() => editor.remove.mutate(tier.id)}>
                      {t('workshops.tiers.delete')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <RowForm
        label={t(editor.editing ? 'workshops.tiers.editTitle' : 'workshops.tiers.addTitle')}
        onSubmit={editor.submit}
      >
        <TextField size="small" required {...field('tierName')} />
        <TextField size="small" required {...field('tierNameAr', { slotProps: { htmlInput: { dir: 'rtl' } } })} />
        <TextField size="small" required type="number" {...field('price')} />
        <TextField size="small" type="number" {...field('maxQuantity')} placeholder={t('workshops.promo.unlimited')} />
        <TextField
          size="small"
          type="date"
          {...field('earlyBirdEndDate', { slotProps: { inputLabel: { shrink: true } } })}
        />
        <TextField size="small" type="number" {...field('discountPercentage')} />
        {(['benefits', 'benefitsAr'] as const).map((name) => (
          <TextField
            key={name}
            size="small"
            multiline
            minRows={2}
            {...field(name)}
            helperText={editor.errors[name] ?? t('workshops.tiers.onePerLine')}
          />
        ))}
        <Button type="submit" variant="contained" disabled={editor.save.isPending}>
          {t(editor.editing ? 'workshops.tiers.save' : 'workshops.tiers.add')}
        </Button>
        {editor.editing && <Button onClick={editor.reset}>{t('workshops.tiers.cancel')}</Button>}
      </RowForm>
      <Stack
        component="form"
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          seatsSave.mutate();
        }}
      >
        <TextField
          size="small"
          type="number"
          label={t('workshops.tiers.maxSeatsPerPerson')}
          value={seats || String(seatsPerPerson)}
          onChange={(e) => setSeats(e.target.value)}
          error={!!editor.errorsOf(seatsSave.error).maxSeatsPerPerson}
          helperText={editor.errorsOf(seatsSave.error).maxSeatsPerPerson}
          slotProps={{ htmlInput: { min: 1, max: 20 } }}
        />
        <Button type="submit" variant="outlined" disabled={seatsSave.isPending}>
          {t('workshops.tiers.saveSeats')}
        </Button>
      </Stack>
    </Stack>
  );
}
