import { DataTable, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { LocalizedField } from '../kit/fields';
import type { ProfileScreen } from '../profiles/ProfileScreens';

/** An artist's list and show page: the profile screens with the artist's own columns and fields. */
export const ARTIST_SCREEN: ProfileScreen = {
  resource: 'artists',
  image: 'profileImage',
  filter: 'nationality',
  columns: [
    <DataTable.Col key="nationality" source="nationality" />,
    <DataTable.Col key="location" source="location" disableSort>
      <LocalizedField source="location" />
    </DataTable.Col>,
  ],
  counts: ['artworkCount', 'followerCount'],
  fields: ['nationality', 'biography', 'biographyAr', 'style', 'medium', 'birthYear', 'experienceYears', 'userId']
    .map((source) => <TextField key={source} source={source} emptyText="—" />)
    .concat(<DateTimeField key="updatedAt" source="updatedAt" label="resources.artists.fields.updatedAt" />),
};
