import { BooleanField, CreateButton, DataTable, NullableBooleanInput, SearchInput } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { featurableSet } from '../kit/featureCommands';
import { CountField, FeaturedField, LocalizedField, ThumbnailField } from '../kit/fields';
import { CommandList } from '../kit/screens';

export const collectionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="featured" source="featured" />,
  <NullableBooleanInput key="published" source="published" />,
];

const Col = DataTable.Col;

const COMMANDS = featurableSet('collections');

export const CollectionList = () => (
  <CommandList
    set={COMMANDS}
    filters={collectionFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<CreateButton />}
  >
    <Col source="coverImage" label="resources.collections.fields.coverImage" disableSort field={ThumbnailField} />
    <Col source="name">
      <LocalizedField source="name" />
    </Col>
    <Col source="artworkIds" disableSort field={CountField} />
    <Col source="featured" field={FeaturedField} />
    <Col source="published" field={BooleanField} />
    <Col source="createdAt">
      <DateTimeField source="createdAt" dateOnly />
    </Col>
  </CommandList>
);
