import type { ReactElement, ReactNode } from 'react';
import {
  DataTable,
  NullableBooleanInput,
  SearchInput,
  Show,
  TabbedShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { featurableSet } from '../kit/featureCommands';
import { CountField, FeaturedField, LocalizedField, ThumbnailField } from '../kit/fields';
import { CommandList, ShowActions } from '../kit/screens';

/**
 * What tells an artist's screens from a gallery's: both are public profiles staff feature and unfeature,
 * read from the same kind of admin list; only the picture, a filter, some columns and fields differ.
 */
export interface ProfileScreen {
  resource: 'artists' | 'galleries';
  /** The picture column (the artist's photo, the gallery's logo). */
  image: string;
  /** The text filter next to the search (nationality, location). */
  filter: string;
  /** Columns between the name and "featured", and the counts after it. */
  columns: ReactNode;
  counts: readonly string[];
  /** The profile tab's own fields, between "featured" and the counts. */
  fields: ReactNode;
  /** More tabs after the profile (a gallery's exhibitions and events). */
  tabs?: ReactNode;
}

const Col = DataTable.Col;

const filtersOf = (screen: ProfileScreen): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="featured" source="featured" />,
  <TextInput key={screen.filter} source={screen.filter} />,
];

export const ProfileList = ({ screen }: { screen: ProfileScreen }) => {
  const field = (name: string) => `resources.${screen.resource}.fields.${name}`;
  return (
    <CommandList
      set={featurableSet(screen.resource)}
      filters={filtersOf(screen)}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Col source={screen.image} label={field(screen.image)} disableSort field={ThumbnailField} />
      <Col source="name">
        <LocalizedField source="name" />
      </Col>
      {screen.columns}
      <Col source="featured" field={FeaturedField} />
      {screen.counts.map((source) => (
        <Col key={source} source={source} disableSort field={CountField} />
      ))}
      <Col source="createdAt">
        <DateTimeField source="createdAt" dateOnly />
      </Col>
    </CommandList>
  );
};

export const ProfileShow = ({ screen }: { screen: ProfileScreen }) => {
  const field = (name: string) => `resources.${screen.resource}.fields.${name}`;
  return (
    <Show
      actions={
        <ShowActions
          set={featurableSet(screen.resource)}
          storefront={(record) => `/${screen.resource}/${encodeURIComponent(record.id)}`}
        />
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={`resources.${screen.resource}.sections.profile`}>
          <TextField source="name" />
          <TextField source="nameAr" />
          <FeaturedField label={field('featured')} />
          <LocalizedField source="location" label={field('location')} />
          {screen.fields}
          {screen.counts.map((source) => (
            <CountField key={source} source={source} label={field(source)} />
          ))}
          <TextField source="id" />
          <DateTimeField source="createdAt" label={field('createdAt')} />
        </TabbedShowLayout.Tab>
        {screen.tabs}
      </TabbedShowLayout>
    </Show>
  );
};
