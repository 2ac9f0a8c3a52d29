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

export const galleryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="featured" source="featured" />,
  <TextInput key="location" source="location" />,
];

const Col = DataTable.Col;

const GalleryListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ServerExportButton />
  </TopToolbar>
);

export const GalleryList = () => {
  const { permissions } = usePermissions<string[]>();
  const bulk = mayRun(permissions, 'galleries', 'feature') ? <BulkFeatureButtons resource="galleries" /> : false;
  return (
    <List filters={galleryFilters} actions={<GalleryListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulk}>
        <Col source="logo" label="resources.galleries.fields.logo" disableSort field={ThumbnailField} />
        <Col source="name">
          <LocalizedField source="name" />
        </Col>
        <Col source="location" disableSort>
          <LocalizedField source="location" />
        </Col>
        <Col source="establishedYear" />
        <Col source="featured" field={FeaturedField} />
        <Col source="representedArtistIds" disableSort field={CountField} />
        <Col source="followerCount" disableSort field={CountField} />
        <Col source="createdAt">
          <DateTimeField source="createdAt" dateOnly />
        </Col>
      </DataTable>
    </List>
  );
};
