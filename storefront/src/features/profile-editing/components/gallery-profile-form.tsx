import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/constants';
import { serverFieldErrors } from '../../../lib/field-errors';
import { ownGalleryKey, saveGallery } from '../api/profile-editing-api';
import type { OwnGallery } from '../api/types';
import { ImageField } from './image-field';
import { TextInput, numberOrNull, textsOf } from './profile-form-parts';
import { ProfileFormShell, useProfileSave, useProfileTexts } from './profile-form-shell';

const TEXT_KEYS = [
  'name',
  'nameAr',
  'about',
  'aboutAr',
  'establishedYear',
  'curator',
  'location',
  'locationAr',
  'address',
  'addressAr',
  'phone',
  'email',
  'website',
  'openingHours',
  'openingHoursAr',
  'specialties',
  'instagram',
  'facebook',
  'twitter',
] as const;
type TextKey = (typeof TEXT_KEYS)[number];

const SOCIAL = ['instagram', 'facebook', 'twitter'] as const;

function initialTexts(gallery: OwnGallery | null): Record<TextKey, string> {
  return {
    ...textsOf(TEXT_KEYS, gallery),
    specialties: (gallery?.specialties ?? []).join(', '),
    instagram: gallery?.social?.instagram ?? '',
    facebook: gallery?.social?.facebook ?? '',
    twitter: gallery?.social?.twitter ?? '',
  };
}

/** The server names social links "social.instagram" and so on; the form shows them under each link. */
function galleryFieldErrors(error: unknown, language: Language): Record<string, string> {
  const named = serverFieldErrors(error, language);
  const details = (error as { body?: { details?: { field?: string; message?: string; messageAr?: string }[] } }).body
    ?.details;
  for (const d of details ?? []) {
    const key = d.field?.replace(/^social\./, '');
    if (key && (SOCIAL as readonly string[]).includes(key))
      named[key] = (language === 'ar' ? d.messageAr : d.message) ?? '';
  }
  return named;
}

/** Every Gallery field of SPEC section 3: PUT /api/galleries/me creates the profile or edits it. */
export function GalleryProfileForm({ gallery }: { gallery: OwnGallery | null }) {
  const { t } = useTranslation();
  const { texts, errors, setErrors, onChange, requireFields, input, bilingual } = useProfileTexts(() =>
    initialTexts(gallery),
  );
  const [logo, setLogo] = useState<string | null>(gallery?.logo ?? null);
  const [cover, setCover] = useState<string | null>(gallery?.coverImage ?? null);

  const images = [
    { id: 'gallery-logo', field: 'logo', value: logo, onChange: setLogo },
    { id: 'gallery-cover', field: 'coverImage', value: cover, onChange: setCover },
  ] as const;

  const save = useProfileSave({ save: saveGallery, ownKey: ownGalleryKey, setErrors, fieldErrors: galleryFieldErrors });

  const submit = () => {
    if (!requireFields(['name', 'nameAr', 'location'])) return;
    const { specialties, instagram, facebook, twitter, establishedYear, ...rest } = texts;
    save.mutate({
      ...rest,
      establishedYear: numberOrNull(establishedYear),
      specialties: specialties
        .split(/[,،]/)
        .map((s) => s.trim())
        .filter(Boolean),
      social: { instagram, facebook, twitter },
      logo,
      coverImage: cover,
    });
  };

  return (
    <ProfileFormShell
      label={t('profileEditing.gallery.title')}
      testId="gallery-profile-form"
      isNew={!gallery}
      pending={save.isPending}
      failure={save.isError && !Object.keys(errors).length ? save.error : null}
      onSubmit={submit}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {images.map(({ id, field, value, onChange: set }) => (
          <ImageField
            key={field}
            id={id}
            label={t(`profileEditing.fields.${field}`)}
            value={value}
            onChange={set}
            error={errors[field]}
          />
        ))}
      </Stack>
      <Grid container spacing={2}>
        {bilingual('name', { required: true })}
        {bilingual('about', { multiline: true })}
        {input('establishedYear', { numeric: true })}
        {input('curator')}
        {input('location', { required: true })}
        {input('locationAr', { dir: 'rtl' })}
        {bilingual('address')}
        {input('phone', { dir: 'ltr' })}
        {input('email', { dir: 'ltr' })}
        {input('website', { dir: 'ltr' })}
        {input('specialties')}
        {bilingual('openingHours')}
      </Grid>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {t('profileEditing.gallery.social')}
      </Typography>
      <Grid container spacing={2}>
        {SOCIAL.map((key) => (
          <TextInput key={key} name={key} values={texts} errors={errors} onChange={onChange} dir="ltr" />
        ))}
      </Grid>
    </ProfileFormShell>
  );
}
