import {
  BooleanField,
  EditButton,
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  ChipField,
  TextField,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { featurableSet } from '../kit/featureCommands';
import { FeaturedField, ThumbnailField } from '../kit/fields';
import { ShowActions } from '../kit/screens';

const CollectionShowActions = () => (
  <ShowActions set={featurableSet('collections')}>
    <EditButton />
  </ShowActions>
);

export const CollectionShow = () => (
  <Show actions={<CollectionShowActions />}>
    <SimpleShowLayout>
      <ThumbnailField source="coverImage" label="resources.collections.fields.coverImage" />
      <TextField source="name" />
      <TextField source="nameAr" />
      <TextField source="description" emptyText="—" />
      <TextField source="descriptionAr" emptyText="—" />
      <FeaturedField label="resources.collections.fields.featured" />
      <BooleanField source="published" />
      <ReferenceArrayField source="artworkIds" reference="artworks">
        <SingleFieldList linkType="show">
          <ChipField source="title" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
      <TextField source="id" />
      <DateTimeField source="createdAt" label="resources.collections.fields.createdAt" />
    </SimpleShowLayout>
  </Show>
);
