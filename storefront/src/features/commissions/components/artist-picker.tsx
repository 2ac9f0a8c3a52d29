import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/use-localized';
import { artistSearchQuery, type ArtistOption } from '../api/commissions-api';

/** At most this many invited artists (the API's limit). */
export const MAX_INVITED = 50;

/**
 * Invited artists for a request open to them only: the collector searches the artists' directory by name and picks
 * several; each shows as a chip that can be removed. The request keeps their profile ids.
 */
export function ArtistPicker({
  value,
  onChange,
  error,
}: {
  value: ArtistOption[];
  onChange: (artists: ArtistOption[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [input, setInput] = useState('');
  // Typing fast asks once for what the collector settled on, not once per key.
  const q = useDeferredValue(input.trim());
  const search = useQuery({ ...artistSearchQuery(q), enabled: q.length > 0, placeholderData: keepPreviousData });
  const name = (a: ArtistOption) => localized(a.name, a.nameAr) || a.name || a.nameAr;
  return (
    <Autocomplete
      multiple
      id="commission-invitedArtistIds"
      options={q ? (search.data?.items ?? []) : []}
      value={value}
      onChange={(_, artists) => onChange(artists.slice(0, MAX_INVITED))}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      filterOptions={(options) => options}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={name}
      loading={search.isFetching}
      noOptionsText={q ? t('commissions.picker.none') : t('commissions.picker.typeToSearch')}
      loadingText={t('commissions.picker.searching')}
      renderOption={({ key, ...props }, artist) => (
        <li key={key} {...props}>
          <Avatar src={artist.profileImage ?? undefined} alt="" sx={{ width: 28, height: 28, marginInlineEnd: 1 }} />
          {name(artist)}
        </li>
      )}
      renderValue={(artists, getItemProps) =>
        artists.map((artist, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} size="small" label={name(artist)} data-testid="invited-artist" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('commissions.fields.invitedArtists')}
          placeholder={value.length === 0 ? t('commissions.picker.placeholder') : undefined}
          error={!!error}
          helperText={error ?? t('commissions.picker.help', { count: value.length })}
        />
      )}
    />
  );
}
