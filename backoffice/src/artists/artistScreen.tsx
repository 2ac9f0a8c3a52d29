import { DataTable, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { KnownValueField, LocalizedField } from '../kit/fields';
import type { ProfileScreen } from '../profiles/ProfileScreens';

/** An artist's list and show page: the profile screens with the artist's own columns and fields; the nationality
 * in the interface's language (the read model's `nationalityAr`), style and medium by their names in the storefront's
 * vocabularies where they are one of them. */
export const ARTIST_SCREEN: ProfileScreen = {
  resource: 'artists',
  image: 'profileImage',
  filter: 'nationality',
  columns: [
    <DataTable.Col key="nationality" source="nationality">
      <LocalizedField source="nationality" />
    </DataTable.Col>,
    <DataTable.Col key="location" source="location" disableSort>
      <LocalizedField source="location" />
    </DataTable.Col>,
  ],
  counts: ['artworkCount', 'followerCount'],
  fields: [
    <LocalizedField key="nationality" source="nationality" />,
    ...['biography', 'biographyAr'].map((source) => <TextField key={source} source={source} emptyText="—" />),
    <KnownValueField key="style" source="style" group="vocabularies.styles" />,
    <KnownValueField key="medium" source="medium" group="vocabularies.artistMedia" />,
    ...['birthYear', 'experienceYears', 'userId'].map((source) => (
      <TextField key={source} source={source} emptyText="—" />
    )),
    <DateTimeField key="updatedAt" source="updatedAt" label="resources.artists.fields.updatedAt" />,
  ],
};
