import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import type { ArtistOption, Artwork } from '../api/types';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useSaveArtwork } from '../hooks/use-artwork-mutations';
import { useLocalized } from '../../../i18n/use-localized';
import {
  type ArtworkFormState,
  type FormField,
  emptyForm,
  formFromArtwork,
  toArtworkInput,
  validateArtwork,
} from './artwork-form-model';
import { AVAILABILITIES, CATEGORY_KEYS } from './artwork-rules';
import { ImageUploader } from './image-uploader';

interface Props {
  artwork: Artwork | null;
  /** Whom the work may be listed for: the artist themself, or a gallery's represented artists. */
  artists: ArtistOption[];
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', px: 0.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

/** Create or edit a work: every field of SPEC section 3, English and Arabic, with images. */
export function ArtworkForm({ artwork, artists, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const [form, setForm] = useState<ArtworkFormState>(() =>
    artwork ? formFromArtwork(artwork) : emptyForm(artists.length === 1 ? artists[0]!.id : ''),
  );
  const [clientErrors, setClientErrors] = useState<Partial<Record<FormField, string>>>({});
  const save = useSaveArtwork(artwork, onClose);
  const serverErrors = serverFieldErrors(save.error, language);
  const errors: Partial<Record<string, string>> = { ...serverErrors, ...clientErrors };
  const set = <K extends FormField>(field: K, value: ArtworkFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    // A corrected field stops showing its message at once; the others keep theirs until the next submit.
    setClientErrors(({ [field]: _fixed, ...rest }) => rest as Partial<Record<FormField, string>>);
  };

  const text = (
    field: FormField,
    opts: { multiline?: boolean; rtl?: boolean; ltr?: boolean; type?: string; size?: number; help?: string } = {},
  ) => (
    <Grid size={{ xs: 12, sm: opts.size ?? 6 }}>
      <TextField
        name={field}
        label={t(`artworkManagement.fields.${field}`)}
        value={form[field] as string}
        onChange={(e) => set(field, e.target.value as never)}
        error={Boolean(errors[field])}
        helperText={errors[field] ?? opts.help}
        multiline={opts.multiline}
        minRows={opts.multiline ? 3 : undefined}
        type={opts.type ?? 'text'}
        slotProps={{
          htmlInput: { dir: opts.rtl ? 'rtl' : opts.ltr ? 'ltr' : undefined, lang: opts.rtl ? 'ar' : undefined },
        }}
        required={field === 'title' || field === 'titleAr'}
        size="small"
        fullWidth
      />
    </Grid>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateArtwork(form);
    setClientErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(p.key, p.values)])));
    if (Object.keys(problems).length === 0) save.mutate(toArtworkInput(form));
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="artwork-form-title"
      data-testid="artwork-form"
    >
      <Typography id="artwork-form-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {artwork
          ? t('artworkManagement.editTitle', { title: localized(artwork.title, artwork.titleAr) })
          : t('artworkManagement.createTitle')}
      </Typography>
      {Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0 ? (
        <Alert severity="error" data-testid="artwork-form-errors">
          {t('errors.validation')}
        </Alert>
      ) : save.isError ? (
        <Alert severity="error">{errorMessage(save.error, language, t('errors.generic'))}</Alert>
      ) : null}
      {!artwork && artists.length > 1 ? (
        <TextField
          select
          name="artistId"
          label={t('artworkManagement.fields.artistId')}
          value={form.artistId}
          onChange={(e) => set('artistId', e.target.value)}
          error={Boolean(errors.artistId)}
          helperText={errors.artistId}
          size="small"
        >
          {artists.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {localized(a.name, a.nameAr)}
            </MenuItem>
          ))}
        </TextField>
      ) : errors.artistId ? (
        <Alert severity="error">{t('artworkManagement.noArtists')}</Alert>
      ) : null}
      <Section title={t('artworkManagement.sections.english')}>
        {text('title', { size: 12, ltr: true })}
        {text('description', { size: 12, multiline: true, ltr: true })}
        {text('medium', { ltr: true })}
      </Section>
      <Section title={t('artworkManagement.sections.arabic')}>
        {text('titleAr', { size: 12, rtl: true })}
        {text('descriptionAr', { size: 12, multiline: true, rtl: true })}
        {text('mediumAr', { rtl: true })}
      </Section>
      <Section title={t('artworkManagement.sections.details')}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            name="category"
            label={t('artworkManagement.fields.category')}
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
            error={Boolean(errors.category)}
            helperText={errors.category}
            required
            size="small"
            fullWidth
          >
            {CATEGORY_KEYS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`dashboard.categories.${c}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {text('style')}
        {text('year', { type: 'text', ltr: true, help: t('artworkManagement.help.year') })}
        {text('dimensions', { help: t('artworkManagement.help.dimensions') })}
        {text('tags', { size: 12, help: t('artworkManagement.help.tags') })}
        {text('provenance', { size: 12, multiline: true })}
        {text('condition')}
        {text('frame')}
        {text('edition')}
        {text('insurance')}
        {text('shipping', { size: 12 })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={<Checkbox checked={form.signed} onChange={(e) => set('signed', e.target.checked)} name="signed" />}
            label={t('artworkManagement.fields.signed')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.certificateOfAuthenticity}
                onChange={(e) => set('certificateOfAuthenticity', e.target.checked)}
                name="certificateOfAuthenticity"
              />
            }
            label={t('artworkManagement.fields.certificateOfAuthenticity')}
          />
        </Grid>
      </Section>
      <Section title={t('artworkManagement.sections.sale')}>
        {text('price', { ltr: true, help: t('artworkManagement.help.price') })}
        {artwork ? null : (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              name="availability"
              label={t('artworkManagement.fields.availability')}
              value={form.availability}
              onChange={(e) => set('availability', e.target.value as ArtworkFormState['availability'])}
              size="small"
              fullWidth
            >
              {AVAILABILITIES.map((a) => (
                <MenuItem key={a} value={a}>
                  {t(`dashboard.availability.${a}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
      </Section>
      <ImageUploader images={form.images} onChange={(images) => set('images', images)} error={errors.images} />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t(artwork ? 'artworkManagement.save' : 'artworkManagement.create')}
        </Button>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('dashboard.profile.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
