import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vocabularyKeys, vocabularyName as nameIn } from '../../../components/vocabulary';

/** The catalogue's vocabularies a request's medium and style are offered from; anything else may be written. */
export const VOCABULARIES = { medium: 'catalog.mediums', style: 'catalog.styles' } as const;

/**
 * A medium or a style by its name in the interface's language when it is one of the catalogue's (stored by its key,
 * so an Arabic reader of an English request reads it in Arabic), as it was written otherwise.
 */
export const vocabularyName = (t: TFunction, field: keyof typeof VOCABULARIES, value: string): string =>
  nameIn(t, VOCABULARIES[field], value);

/**
 * A text field that offers the vocabulary's names as one types: a name picked is stored as its key, any other text
 * as typed (the catalogue's list is a help, not a limit).
 */
export function VocabularyField({
  field,
  value,
  onChange,
  textField,
}: {
  field: keyof typeof VOCABULARIES;
  value: string;
  onChange: (value: string) => void;
  textField: TextFieldProps & { id: string };
}) {
  const { t } = useTranslation();
  const options = vocabularyKeys(t, VOCABULARIES[field]);
  // The text stays as typed while typing (a key typed in full is not swapped for its translation under the caret).
  const [text, setText] = useState(() => vocabularyName(t, field, value));
  return (
    <Autocomplete
      freeSolo
      id={textField.id}
      options={options}
      inputValue={text}
      getOptionLabel={(key) => vocabularyName(t, field, key)}
      onChange={(_, picked) => onChange(picked ?? '')}
      onInputChange={(_, typed, reason) => {
        setText(typed);
        if (reason === 'input' || reason === 'clear') onChange(typed);
      }}
      renderInput={(params) => <TextField {...params} {...textField} />}
    />
  );
}
