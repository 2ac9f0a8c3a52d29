import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../catalog';
import { ownArtistKey, saveArtist } from '../api/profile-editing-api';
import type { OwnArtist } from '../api/types';
import { CvListEditor, fromRows, toRows, type CvRow } from './cv-list-editor';
import { ImageField } from './image-field';
import { numberOrNull, textsOf } from './profile-form-parts';
import { ProfileFormShell, useProfileSave, useProfileTexts } from './profile-form-shell';

const TEXT_KEYS = [
  'name',
  'nameAr',
  'biography',
  'biographyAr',
  'nationality',
  'location',
  'locationAr',
  'birthYear',
  'died',
  'style',
  'medium',
  'experienceYears',
  'education',
  'educationAr',
] as const;

/** Every Artist field of SPEC section 3, in both languages: PUT /api/artists/me creates the profile or edits it. */
export function ArtistProfileForm({ artist }: { artist: OwnArtist | null }) {
  const { t } = useTranslation();
  const { texts, errors, setErrors, onChange, requireFields, input, bilingual } = useProfileTexts(() =>
    textsOf(TEXT_KEYS, artist),
  );
  const [image, setImage] = useState<string | null>(artist?.profileImage ?? null);
  const [awards, setAwards] = useState<CvRow[]>(() => toRows(artist?.awards));
  const [solo, setSolo] = useState<CvRow[]>(() => toRows(artist?.exhibitions?.solo));
  const [group, setGroup] = useState<CvRow[]>(() => toRows(artist?.exhibitions?.group));

  // Exhibitions name their venue, awards do not; the server reports one message for both exhibition lists.
  const cvLists = [
    { id: 'awards', rows: awards, onChange: setAwards, withVenue: false, error: errors.awards },
    { id: 'solo', rows: solo, onChange: setSolo, withVenue: true, error: errors.exhibitions },
    { id: 'group', rows: group, onChange: setGroup, withVenue: true },
  ];

  const save = useProfileSave({ save: saveArtist, ownKey: ownArtistKey, setErrors });

  const submit = () => {
    if (!requireFields(['name', 'nameAr', 'nationality'])) return;
    save.mutate({
      name: texts.name,
      nameAr: texts.nameAr,
      biography: texts.biography,
      biographyAr: texts.biographyAr,
      nationality: texts.nationality,
      location: texts.location,
      locationAr: texts.locationAr,
      birthYear: numberOrNull(texts.birthYear),
      died: numberOrNull(texts.died),
      style: texts.style,
      medium: texts.medium,
      experienceYears: numberOrNull(texts.experienceYears),
      education: texts.education,
      educationAr: texts.educationAr,
      profileImage: image,
      awards: fromRows(awards, false),
      exhibitions: { solo: fromRows(solo, true), group: fromRows(group, true) },
    });
  };

  return (
    <ProfileFormShell
      label={t('profileEditing.artist.title')}
      testId="artist-profile-form"
      isNew={!artist}
      pending={save.isPending}
      failure={save.isError && !Object.keys(errors).length ? save.error : null}
      onSubmit={submit}
    >
      <ImageField
        id="artist-image"
        label={t('profileEditing.fields.profileImage')}
        value={image}
        onChange={setImage}
        error={errors.profileImage}
        round
      />
      <Grid container spacing={2}>
        {bilingual('name', { required: true })}
        {bilingual('biography', { multiline: true })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            required
            id="profile-nationality"
            label={t('profileEditing.fields.nationality')}
            value={texts.nationality}
            onChange={(e) => onChange('nationality', e.target.value)}
            error={Boolean(errors.nationality)}
            helperText={errors.nationality}
          >
            {COUNTRIES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {t(`catalog.countries.${c.key}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {input('experienceYears', { numeric: true })}
        {bilingual('location')}
        {input('birthYear', { numeric: true })}
        {input('died', { numeric: true })}
        {input('style')}
        {input('medium')}
        {bilingual('education')}
      </Grid>
      {cvLists.map((list) => (
        <CvListEditor key={list.id} legend={t(`profileEditing.artist.${list.id}`)} {...list} />
      ))}
    </ProfileFormShell>
  );
}
