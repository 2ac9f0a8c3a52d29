import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { errorDetails } from '../lib/api-error';
import { rememberAccountPreferences, saveArtPreferences } from '../lib/session/account-preferences';
import { profileQuery, type ArtPreferences as Preferences } from '../lib/session/profile';
import { SaveOutcome, SettingsCard } from './settings-card';
import { vocabularyKeys, vocabularyName } from './vocabulary';

/** Each list of the form, with the catalogue's vocabulary it picks from (its keys and their translations). */
const LISTS = [
  { field: 'categories', vocabulary: 'catalog.categories' },
  { field: 'styles', vocabulary: 'catalog.styles' },
  { field: 'media', vocabulary: 'catalog.mediums' },
  { field: 'cities', vocabulary: 'catalog.cities' },
] as const;
type ListField = (typeof LISTS)[number]['field'];
type Form = Record<ListField, string[]> & { priceMinSar: string; priceMaxSar: string };

const formOf = (p: Preferences): Form => ({
  categories: p.categories,
  styles: p.styles,
  media: p.media,
  cities: p.cities,
  priceMinSar: p.priceMinSar === null ? '' : String(p.priceMinSar),
  priceMaxSar: p.priceMaxSar === null ? '' : String(p.priceMaxSar),
});

/** A blank price is no bound; anything else must be a whole number of riyals (undefined when it is not). */
const priceOf = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
};

/**
 * What the signed-in person likes to see (the home recommendations read it): categories, styles, media and
 * favourite cities picked from the catalogue's own lists, and a price range in SAR. Saved whole with one button;
 * the server checks it again and its messages are shown in the interface language.
 */
export function ArtPreferences() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const profile = useQuery(profileQuery);
  const [edits, setForm] = useState<Form | null>(null);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: saveArtPreferences,
    onSuccess: (saved) => {
      rememberAccountPreferences(client, saved);
      setForm(formOf(saved.artPreferences));
    },
  });
  const held = profile.data?.artPreferences;
  if (!held) return null;
  const form = edits ?? formOf(held);
  const min = priceOf(form.priceMinSar);
  const max = priceOf(form.priceMaxSar);
  const problems = {
    priceMinSar: min === undefined ? t('artPreferences.wholeRiyals') : null,
    priceMaxSar:
      max === undefined
        ? t('artPreferences.wholeRiyals')
        : min != null && max !== null && max < min
          ? t('artPreferences.rangeUpsideDown')
          : null,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (min === undefined || max === undefined || problems.priceMaxSar) return;
    const { priceMinSar: _min, priceMaxSar: _max, ...lists } = form;
    save.mutate({ ...lists, priceMinSar: min, priceMaxSar: max });
  };
  return (
    <SettingsCard
      id="art-preferences-title"
      title={t('artPreferences.title')}
      explanation={t('artPreferences.explanation')}
      onSubmit={onSubmit}
    >
      <Stack spacing={2}>
        {LISTS.map(({ field, vocabulary }) => (
          <Autocomplete
            key={field}
            multiple
            id={`art-preferences-${field}`}
            options={vocabularyKeys(t, vocabulary)}
            value={form[field]}
            onChange={(_, values) => setForm({ ...form, [field]: values.slice(0, 20) })}
            getOptionLabel={(key) => vocabularyName(t, vocabulary, key)}
            filterSelectedOptions
            renderInput={(params) => <TextField {...params} label={t(`artPreferences.${field}`)} />}
          />
        ))}
        <Stack direction="row" spacing={2}>
          {(['priceMinSar', 'priceMaxSar'] as const).map((field) => (
            <TextField
              key={field}
              id={`art-preferences-${field}`}
              label={t(`artPreferences.${field}`)}
              value={form[field]}
              onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              inputMode="numeric"
              error={checked && Boolean(problems[field])}
              helperText={(checked && problems[field]) || t('artPreferences.priceHint')}
              fullWidth
            />
          ))}
        </Stack>
      </Stack>
      <SaveOutcome
        save={save}
        failed={t('artPreferences.failed')}
        saved={t('artPreferences.saved')}
        details={save.isError ? errorDetails(save.error, language) : []}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
        {t('artPreferences.save')}
      </Button>
    </SettingsCard>
  );
}
