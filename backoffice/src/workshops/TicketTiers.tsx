import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { HttpError, useCanAccess, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type HttpClient, httpClient } from '../http';
import type { ApiErrorBody } from '../types';

const T = 'resources.workshops.tiers';
const FIELDS = ['tierName', 'tierNameAr', 'price', 'maxQuantity', 'discountPercentage', 'earlyBirdEndDate'] as const;
type Form = Record<(typeof FIELDS)[number], string>;
const EMPTY: Form = {
  tierName: '',
  tierNameAr: '',
  price: '',
  maxQuantity: '',
  discountPercentage: '0',
  earlyBirdEndDate: '',
};

interface Tier {
  id: string;
  tierName: string;
  tierNameAr: string;
  price: number;
  maxQuantity: number | null;
  discountPercentage: number;
  earlyBirdEndDate: string | null;
}

const formOf = (tier: Tier): Form => ({
  tierName: tier.tierName,
  tierNameAr: tier.tierNameAr,
  price: String(tier.price),
  maxQuantity: tier.maxQuantity === null ? '' : String(tier.maxQuantity),
  discountPercentage: String(tier.discountPercentage),
  earlyBirdEndDate: tier.earlyBirdEndDate?.slice(0, 10) ?? '',
});

const bodyOf = (form: Form) => ({
  tierName: form.tierName.trim(),
  tierNameAr: form.tierNameAr.trim(),
  price: Number(form.price),
  maxQuantity: form.maxQuantity ? Number(form.maxQuantity) : null,
  discountPercentage: Number(form.discountPercentage || 0),
  // The early bird ends as the chosen day ends in Riyadh.
  earlyBirdEndDate: form.earlyBirdEndDate ? `${form.earlyBirdEndDate}T23:59:59+03:00` : null,
});

/** The organisers' tier calls, which let admins act on any workshop (and record who did). */
export const createTierCalls = (http: HttpClient = httpClient) => {
  const path = (workshopId: string, tierId?: string) =>
    `/api/workshops/${encodeURIComponent(workshopId)}/ticket-tiers${tierId ? `/${encodeURIComponent(tierId)}` : ''}`;
  return {
    save: (workshopId: string, tierId: string | null, body: object) =>
      http(path(workshopId, tierId ?? undefined), { method: tierId ? 'PATCH' : 'POST', body: JSON.stringify(body) }),
    remove: (workshopId: string, tierId: string) => http(path(workshopId, tierId), { method: 'DELETE' }),
  };
};

/** The API's refusal: its message per field (`maxQuantity`, `ticketTiers[0].id`…), and the whole one. */
function refusal(error: unknown, locale: string): { message: string; fields: Record<string, string> } {
  const body = (error instanceof HttpError ? error.body : undefined) as ApiErrorBody | undefined;
  const fields: Record<string, string> = {};
  for (const d of body?.details ?? []) {
    const name = d.field?.split(/[.[]/).at(-1)?.replace(']', '');
    if (name && !fields[name]) fields[name] = locale === 'ar' && d.messageAr ? d.messageAr : d.message;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/**
 * A workshop's ticket tiers with their sales; admins add, edit and remove them through the organisers' calls.
 * The server keeps the rules (a tier with sales cannot be deleted, nor its maximum set below what it sold): its
 * refusals show in the form, in the interface language.
 */
export const TicketTiers = ({ calls = createTierCalls() }: { calls?: ReturnType<typeof createTierCalls> }) => {
  const record = useRecordContext<{ id: string; ticketTiers?: Tier[]; sold?: Record<string, number> }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'workshops', action: 'editTiers' });
  const [editing, setEditing] = useState<{ id: string | null; form: Form } | null>(null);
  const [error, setError] = useState<ReturnType<typeof refusal> | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setEditing(null);
      refresh();
    } catch (e) {
      setError(refusal(e, locale));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (editing) void run(() => calls.save(record.id, editing.id, bodyOf(editing.form)));
  };
  const tiers = record.ticketTiers ?? [];
  return (
    <Stack spacing={1} component="section" aria-label={translate(`${T}.title`)}>
      <Typography variant="subtitle2">{translate(`${T}.title`)}</Typography>
      {error && !editing && <Alert severity="error">{error.message}</Alert>}
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['tierName', 'price', 'maxQuantity', 'sold'] as const).map((f) => (
              <TableCell key={f}>{translate(`${T}.fields.${f}`)}</TableCell>
            ))}
            {canAccess && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {tiers.map((tier) => (
            <TableRow key={tier.id} data-testid="tier-row">
              <TableCell>{locale === 'ar' && tier.tierNameAr ? tier.tierNameAr : tier.tierName}</TableCell>
              <TableCell>{tier.price}</TableCell>
              <TableCell>{tier.maxQuantity ?? translate(`${T}.unlimited`)}</TableCell>
              <TableCell>{record.sold?.[tier.id] ?? 0}</TableCell>
              {canAccess && (
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => (setError(null), setEditing({ id: tier.id, form: formOf(tier) }))}
                  >
                    {translate(`${T}.edit`)}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void run(() => calls.remove(record.id, tier.id))}
                  >
                    {translate(`${T}.delete`)}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {tiers.length === 0 && <Typography variant="body2">{translate(`${T}.empty`)}</Typography>}
      {canAccess && (
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => (setError(null), setEditing({ id: null, form: EMPTY }))}
        >
          {translate(`${T}.add`)}
        </Button>
      )}
      <Dialog open={!!editing} onClose={() => setEditing(null)} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        <form onSubmit={submit} noValidate>
          <DialogTitle>{translate(editing?.id ? `${T}.edit` : `${T}.add`)}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error.message}</Alert>}
              {FIELDS.map((f) => (
                <TextField
                  key={f}
                  label={translate(`${T}.fields.${f}`)}
                  type={f === 'earlyBirdEndDate' ? 'date' : f === 'tierName' || f === 'tierNameAr' ? 'text' : 'number'}
                  value={editing?.form[f] ?? ''}
                  onChange={(e) =>
                    editing && setEditing({ ...editing, form: { ...editing.form, [f]: e.target.value } })
                  }
                  error={!!error?.fields[f]}
                  helperText={error?.fields[f]}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
