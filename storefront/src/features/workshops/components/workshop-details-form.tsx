import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrorsByPath } from '../../../lib/field-errors';
import { createWorkshop, organisedWorkshopsQuery, updateWorkshop, type Workshop } from '../api/workshops-api';
import {
  CATEGORIES,
  LEVELS,
  LOCATION_TYPES,
  TEXTS,
  changedBody,
  createBody,
  detailsProblems,
  emptyForm,
  formOf,
  type DetailsField,
  type DetailsForm,
  type TextField as TextName,
} from './workshop-details-model';

interface Props {
  /** The workshop to edit; none: a new draft. */
  workshop?: Workshop;
  onClose: () => void;
  /** The saved workshop's id (a new one is then selected on the page). */
  onSaved: (id: string) => void;
}

const CHOICES = { category: CATEGORIES, skillLevel: LEVELS, locationType: LOCATION_TYPES } as const;
const CHOICE_LABELS = {
  category: 'workshops.categories',
  skillLevel: 'workshops.levels',
  locationType: 'workshops.details.locationTypes',
};
/** The form's order: each language's text beside the other, then the choices, time, seats and price. */
const TEXT_GROUPS: TextName[][] = [
  ['title', 'titleAr'],
  ['description', 'descriptionAr'],
];
const LATER_TEXTS: TextName[][] = [
  ['instructor', 'duration'],
  ['materials', 'prerequisites'],
  ['cancellationPolicy', 'cancellationPolicyAr'],
  ['imageUrl'],
];

/** "New workshop" and "Edit details" on /manage/workshops: every detail an organiser types, in both languages,
 * checked per field as typed; an edit sends only what changed. */
export function WorkshopDetailsForm({ workshop, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const [initial] = useState<DetailsForm>(() => (workshop ? formOf(workshop) : emptyForm()));
  const [form, setForm] = useState<DetailsForm>(initial);
  const [touched, setTouched] = useState<Set<DetailsField>>(new Set());
  const save = useMutation({
    mutationFn: () =>
      workshop ? updateWorkshop(workshop.id, changedBody(initial, form)) : createWorkshop(createBody(form)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: organisedWorkshopsQuery.queryKey });
      toast({ title: t(workshop ? 'workshops.details.saved' : 'workshops.details.created'), variant: 'success' });
      onSaved(saved.id);
    },
    // A refusal naming fields is shown under them; any other failure (no right, server down) as a toast.
    onError: (error) => {
      if (Object.keys(serverFieldErrorsByPath(error, language)).length === 0)
        failed(t('workshops.manage.failed'), error);
    },
  });
  const problems = detailsProblems(form);
  const server = serverFieldErrorsByPath(save.error, language);
  // What the server refused outside this form (the sessions a new start moves away from) is said above it.
  const elsewhere = Object.entries(server)
    .filter(([name]) => !(name in form))
    .map(([, message]) => message);
  const messageOf = (name: DetailsField) => {
    const problem = touched.has(name) ? problems[name] : undefined;
    return problem ? t(problem.key, problem.values) : server[name];
  };
  const change = (name: DetailsField, value: string | boolean) => {
    setForm({ ...form, [name]: value });
    setTouched(new Set(touched).add(name));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(Object.keys(form) as DetailsField[]));
    if (Object.keys(problems).length > 0) return;
    // An edit that changes nothing has nothing to record.
    if (workshop && Object.keys(changedBody(initial, form)).length === 0) onClose();
    else save.mutate();
  };
  const field = (name: DetailsField, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={name}
      name={name}
      fullWidth
      label={t(`workshops.details.fields.${name}`)}
      value={form[name]}
      onChange={(e) => change(name, e.target.value)}
      error={!!messageOf(name)}
      helperText={messageOf(name)}
      {...extra}
    />
  );
  const texts = (groups: TextName[][]) =>
    groups.map((group) => (
      <Stack key={group.join()} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {group.map((name) =>
          field(name, {
            required: 'required' in TEXTS[name],
            ...('multiline' in TEXTS[name] ? { multiline: true, minRows: 2 } : {}),
            ...(name.endsWith('Ar') ? { slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } } } : {}),
          }),
        )}
      </Stack>
    ));
  const choice = (name: keyof typeof CHOICES) =>
    field(name, {
      select: true,
      required: true,
      children: CHOICES[name].map((value) => (
        <MenuItem key={value} value={value}>
          {t(`${CHOICE_LABELS[name]}.${value}`)}
        </MenuItem>
      )),
    });
  const title = workshop ? 'workshops.details.editTitle' : 'workshops.details.newTitle';
  return (
    <Dialog open onClose={onClose} aria-labelledby="workshop-details-title" fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="workshop-details-title">{t(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {elsewhere.map((message) => (
              <Typography key={message} color="error" role="alert">
                {message}
              </Typography>
            ))}
            {texts(TEXT_GROUPS)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {choice('category')}
              {choice('skillLevel')}
              {choice('locationType')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('location', { label: t(`workshops.details.where.${form.locationType}`) })}
              {field('locationAr', {
                label: t(`workshops.details.whereAr.${form.locationType}`),
                slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } },
              })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('startDate', {
                type: 'datetime-local',
                required: true,
                slotProps: { inputLabel: { shrink: true } },
              })}
              {field('maxParticipants', { required: true, slotProps: { htmlInput: { inputMode: 'numeric' } } })}
              {field('price', {
                required: true,
                slotProps: {
                  htmlInput: { inputMode: 'decimal' },
                  input: {
                    endAdornment: <InputAdornment position="end">{t('workshops.details.currency')}</InputAdornment>,
                  },
                },
              })}
            </Stack>
            {texts(LATER_TEXTS)}
            <Stack direction="row" spacing={2}>
              {(['certificate', 'featured'] as const).map((name) => (
                <FormControlLabel
                  key={name}
                  control={<Checkbox checked={form[name]} onChange={(e) => change(name, e.target.checked)} />}
                  label={t(`workshops.details.fields.${name}`)}
                />
              ))}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('workshops.tiers.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(workshop ? 'workshops.details.save' : 'workshops.details.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
