import {
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  TextInput,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { DateTimeField } from '../common/DateTimeField';
import { mayRun } from '../moderation/kit/catalogCommands';
import { BulkFeatureButtons } from '../moderation/kit/FeatureCommands';
import { CountField, FeaturedField, LocalizedField, ThumbnailField } from '../moderation/kit/fields';

export const artistFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="featured" source="featured" />,
  <TextInput key="nationality" source="nationality" />,
];

const Col = DataTable.Col;

const ArtistListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ServerExportButton />
  </TopToolbar>
);

export const ArtistList = () => {
  const { permissions } = usePermissions<string[]>();
  const bulk = mayRun(permissions, 'artists', 'feature') ? <BulkFeatureButtons resource="artists" /> : false;
  return (
    <List filters={artistFilters} actions={<ArtistListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulk}>
        <Col source="profileImage" label="resources.artists.fields.profileImage" disableSort field={ThumbnailField} />
        <Col source="name">
          <LocalizedField source="name" />
        </Col>
        <Col source="nationality" />
        <Col source="location" disableSort>
          <LocalizedField source="location" />
        </Col>
        <Col source="featured" field={FeaturedField} />
        <Col source="artworkCount" disableSort field={CountField} />
        <Col source="followerCount" disableSort field={CountField} />
        <Col source="createdAt">
          <DateTimeField source="createdAt" dateOnly />
        </Col>
      </DataTable>
    </List>
  );
};
