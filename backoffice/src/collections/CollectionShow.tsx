import {
  BooleanField,
  EditButton,
  ListButton,
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  ChipField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { AuditTrailButton } from '../moderation/kit/AuditTrailButton';
import { FeatureToggleButton } from '../moderation/kit/FeatureCommands';
import { FeaturedField, ThumbnailField } from '../moderation/kit/fields';

const CollectionShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <FeatureToggleButton resource="collections" />
    <AuditTrailButton />
  </TopToolbar>
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
