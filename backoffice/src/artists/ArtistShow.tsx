import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { AuditTrailButton } from '../moderation/kit/AuditTrailButton';
import { FeatureToggleButton } from '../moderation/kit/FeatureCommands';
import { CountField, FeaturedField, LocalizedField } from '../moderation/kit/fields';

const StorefrontButton = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      href={`/artists/${encodeURIComponent(record.id)}`}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
    >
      {translate('resources.moderation.openStorefront')}
    </Button>
  );
};

const ArtistShowActions = () => (
  <TopToolbar>
    <ListButton />
    <FeatureToggleButton resource="artists" />
    <StorefrontButton />
    <AuditTrailButton />
  </TopToolbar>
);

export const ArtistShow = () => (
  <Show actions={<ArtistShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="nameAr" />
      <FeaturedField label="resources.artists.fields.featured" />
      <TextField source="nationality" emptyText="—" />
      <LocalizedField source="location" label="resources.artists.fields.location" />
      <TextField source="biography" emptyText="—" />
      <TextField source="biographyAr" emptyText="—" />
      <TextField source="style" emptyText="—" />
      <TextField source="medium" emptyText="—" />
      <TextField source="birthYear" emptyText="—" />
      <TextField source="experienceYears" emptyText="—" />
      <CountField source="artworkCount" label="resources.artists.fields.artworkCount" />
      <CountField source="followerCount" label="resources.artists.fields.followerCount" />
      <TextField source="userId" emptyText="—" />
      <TextField source="id" />
      <DateTimeField source="createdAt" label="resources.artists.fields.createdAt" />
      <DateTimeField source="updatedAt" label="resources.artists.fields.updatedAt" />
    </SimpleShowLayout>
  </Show>
);
