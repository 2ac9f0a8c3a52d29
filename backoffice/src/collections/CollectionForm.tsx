import {
  AutocompleteArrayInput,
  BooleanInput,
  maxLength,
  ReferenceArrayInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { arabicInput } from '../kit/fields';

/** Published works only: a collection shows its works to the public. */
const PUBLISHED = { status: 'published' };

export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** The collection's fields in both languages; `PUT`/`POST /api/admin/collections` record them as one command. */
export const CollectionForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} fullWidth />
    <TextInput source="nameAr" validate={[required(), maxLength(NAME_MAX_LENGTH)]} fullWidth slotProps={arabicInput} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(DESCRIPTION_MAX_LENGTH)} fullWidth />
    <TextInput
      source="descriptionAr"
      multiline
      minRows={2}
      validate={maxLength(DESCRIPTION_MAX_LENGTH)}
      fullWidth
      slotProps={arabicInput}
    />
    <TextInput source="coverImage" helperText="resources.collections.coverImageHelp" fullWidth />
    <ReferenceArrayInput source="artworkIds" reference="artworks" filter={PUBLISHED} perPage={50}>
      <AutocompleteArrayInput label="resources.collections.fields.artworkIds" fullWidth />
    </ReferenceArrayInput>
    <BooleanInput source="published" />
  </SimpleForm>
);
