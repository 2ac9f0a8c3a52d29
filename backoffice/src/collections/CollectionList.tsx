import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { DateTimeField } from '../common/DateTimeField';
import { mayRun } from '../moderation/kit/catalogCommands';
import { BulkFeatureButtons } from '../moderation/kit/FeatureCommands';
import { CountField, FeaturedField, LocalizedField, ThumbnailField } from '../moderation/kit/fields';

export const collectionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="featured" source="featured" />,
  <NullableBooleanInput key="published" source="published" />,
];

const Col = DataTable.Col;

const CollectionListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ServerExportButton />
  </TopToolbar>
);

export const CollectionList = () => {
  const { permissions } = usePermissions<string[]>();
  const bulk = mayRun(permissions, 'collections', 'feature') ? <BulkFeatureButtons resource="collections" /> : false;
  return (
    <List
      filters={collectionFilters}
      actions={<CollectionListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={bulk}>
        <Col source="coverImage" label="resources.collections.fields.coverImage" disableSort field={ThumbnailField} />
        <Col source="name">
          <LocalizedField source="name" />
        </Col>
        <Col source="artworkIds" disableSort field={CountField} />
        <Col source="featured" field={FeaturedField} />
        <Col source="published" />
        <Col source="createdAt">
          <DateTimeField source="createdAt" dateOnly />
        </Col>
      </DataTable>
    </List>
  );
};
