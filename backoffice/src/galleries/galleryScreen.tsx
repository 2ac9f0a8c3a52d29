import { ArrayField, DataTable, TabbedShowLayout, TextField, UrlField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip, LocalizedField } from '../kit/fields';
import type { ProfileScreen } from '../profiles/ProfileScreens';

const field = (name: string) => `resources.galleries.fields.${name}`;

/** A tab listing dated entries (exhibitions, events): title, a closed-list value, start and end. */
// A function, not a component: TabbedShowLayout reads each tab's own props (label) from its direct children.
const datedTab = (source: string, title: string, choice: string) => (
  <TabbedShowLayout.Tab key={source} label={`resources.galleries.sections.${source}`}>
    <ArrayField source={source} label={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="title" label={field(title)}>
          <LocalizedField source="title" />
        </DataTable.Col>
        <DataTable.Col source={choice} label={field(choice === 'status' ? 'eventStatus' : choice)}>
          <ChoiceChip source={choice} group={`resources.galleries.${choice === 'status' ? 'eventStatus' : choice}`} />
        </DataTable.Col>
        {['startDate', 'endDate'].map((date) => (
          <DataTable.Col key={date} source={date} label={field(date)}>
            <DateTimeField source={date} dateOnly />
          </DataTable.Col>
        ))}
      </DataTable>
    </ArrayField>
  </TabbedShowLayout.Tab>
);

/** A gallery's list and show page: the profile screens with its columns, contact fields and two more tabs. */
export const GALLERY_SCREEN: ProfileScreen = {
  resource: 'galleries',
  image: 'logo',
  filter: 'location',
  columns: [
    <DataTable.Col key="location" source="location" disableSort>
      <LocalizedField source="location" />
    </DataTable.Col>,
    <DataTable.Col key="establishedYear" source="establishedYear" />,
  ],
  counts: ['representedArtistIds', 'followerCount'],
  fields: [
    ...['about', 'aboutAr', 'address', 'phone', 'email'].map((source) => (
      <TextField key={source} source={source} emptyText="—" />
    )),
    <UrlField key="website" source="website" emptyText="—" target="_blank" rel="noopener" />,
    ...['curator', 'establishedYear'].map((source) => <TextField key={source} source={source} emptyText="—" />),
  ],
  tabs: [datedTab('exhibitions', 'exhibitionTitle', 'kind'), datedTab('events', 'eventTitle', 'status')],
};
