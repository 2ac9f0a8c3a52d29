import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';
import { COUNTRIES } from '../../catalog';
import {
  managedArtistsQuery,
  saveManagedArtist,
  type ManagedArtist,
  type ManagedArtistInput,
} from '../api/representation-api';

const EMPTY: ManagedArtistInput = {
  name: '',
  nameAr: '',
  nationality: '',
  biography: '',
  biographyAr: '',
  birthYear: null,
};

const REQUIRED = ['name', 'nameAr', 'nationality'] as const;

/**
 * A gallery's artist profiles for artists without an account of their own: the list, and one form that adds a
 * profile or edits the one chosen. The public page marks them as managed by the gallery.
 */
export function ManagedArtists() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const artists = useQuery(managedArtistsQuery);
  const [editing, setEditing] = useState<string | null>(null);
  const [form, setForm] = useState<ManagedArtistInput>(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveManagedArtist(editing, form),
    onSuccess: async () => {
      toast({
        title: t(editing ? 'representation.managed.saved' : 'representation.managed.added'),
        variant: 'success',
      });
      setEditing(null);
      setForm(EMPTY);
      await queryClient.invalidateQueries({ queryKey: managedArtistsQuery.queryKey });
    },
  });
  const errors = { ...serverFieldErrors(save.error, language), ...problems };

  const edit = (a: ManagedArtist) => {
    setEditing(a.id);
    setForm({
      name: a.name,
      nameAr: a.nameAr,
      nationality: a.nationality,
      biography: a.biography,
      biographyAr: a.biographyAr,
      birthYear: a.birthYear,
    });
    setProblems({});
    save.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const field of REQUIRED) if (!form[field].trim()) next[field] = t('dashboard.validation.required');
    setProblems(next);
    if (Object.keys(next).length === 0) save.mutate();
  };

  const text = (field: 'name' | 'nameAr' | 'biography' | 'biographyAr', multiline = false) => (
    <TextField
      name={field}
      label={t(`representation.managed.fields.${field}`)}
      value={form[field]}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      size="small"
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={field.endsWith('Ar') ? { htmlInput: { dir: 'rtl', lang: 'ar' } } : undefined}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} aria-labelledby="managed-artists-title" data-testid="managed-artists">
      <Typography id="managed-artists-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('representation.managed.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('representation.managed.intro')}
      </Typography>
      {artists.data && artists.data.length > 0 ? (
        <List dense aria-label={t('representation.managed.title')}>
          {artists.data.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              data-testid="managed-artist"
              secondaryAction={
                <Button size="small" onClick={() => edit(a)}>
                  {t('representation.managed.edit')}
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/artists/${a.id}`}>
                    {localized(a.name, a.nameAr)}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : artists.isSuccess ? (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="managed-artists-empty">
          {t('representation.managed.empty')}
        </Typography>
      ) : null}
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('representation.managed.form')}>
        {save.isError && Object.keys(serverFieldErrors(save.error, language)).length === 0 ? (
          <Alert severity="error">{errorMessage(save.error, language, t('errors.generic'))}</Alert>
        ) : null}
        {text('name')}
        {text('nameAr')}
        <TextField
          select
          name="nationality"
          label={t('representation.managed.fields.nationality')}
          value={form.nationality}
          onChange={(e) => setForm({ ...form, nationality: e.target.value })}
          error={Boolean(errors.nationality)}
          helperText={errors.nationality}
          size="small"
        >
          {COUNTRIES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {t(`catalog.countries.${c.key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="birthYear"
          type="number"
          label={t('representation.managed.fields.birthYear')}
          value={form.birthYear ?? ''}
          onChange={(e) => setForm({ ...form, birthYear: e.target.value === '' ? null : Number(e.target.value) })}
          error={Boolean(errors.birthYear)}
          helperText={errors.birthYear}
          size="small"
        />
        {text('biography', true)}
        {text('biographyAr', true)}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t(editing ? 'representation.managed.save' : 'representation.managed.add')}
          </Button>
          {editing ? (
            <Button
              onClick={() => {
                setEditing(null);
                setForm(EMPTY);
                setProblems({});
              }}
            >
              {t('representation.managed.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
