import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import {
  ArrayField,
  DataTable,
  ListButton,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { AuditTrailButton } from '../moderation/kit/AuditTrailButton';
import { FeatureToggleButton } from '../moderation/kit/FeatureCommands';
import { ChoiceChip, CountField, FeaturedField, LocalizedField } from '../moderation/kit/fields';

const StorefrontButton = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      href={`/galleries/${encodeURIComponent(record.id)}`}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
    >
      {translate('resources.moderation.openStorefront')}
    </Button>
  );
};

const GalleryShowActions = () => (
  <TopToolbar>
    <ListButton />
    <FeatureToggleButton resource="galleries" />
    <StorefrontButton />
    <AuditTrailButton />
  </TopToolbar>
);

export const GalleryShow = () => (
  <Show actions={<GalleryShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.galleries.sections.profile">
        <TextField source="name" />
        <TextField source="nameAr" />
        <FeaturedField label="resources.galleries.fields.featured" />
        <TextField source="about" emptyText="—" />
        <TextField source="aboutAr" emptyText="—" />
        <LocalizedField source="location" label="resources.galleries.fields.location" />
        <TextField source="address" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <UrlField source="website" emptyText="—" target="_blank" rel="noopener" />
        <TextField source="curator" emptyText="—" />
        <TextField source="establishedYear" emptyText="—" />
        <CountField source="representedArtistIds" label="resources.galleries.fields.representedArtistIds" />
        <CountField source="followerCount" label="resources.galleries.fields.followerCount" />
        <TextField source="id" />
        <DateTimeField source="createdAt" label="resources.galleries.fields.createdAt" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.galleries.sections.exhibitions">
        <ArrayField source="exhibitions" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="title" label="resources.galleries.fields.exhibitionTitle">
              <LocalizedField source="title" />
            </DataTable.Col>
            <DataTable.Col source="kind" label="resources.galleries.fields.kind">
              <ChoiceChip source="kind" group="resources.galleries.kind" />
            </DataTable.Col>
            <DataTable.Col source="startDate" label="resources.galleries.fields.startDate">
              <DateTimeField source="startDate" dateOnly />
            </DataTable.Col>
            <DataTable.Col source="endDate" label="resources.galleries.fields.endDate">
              <DateTimeField source="endDate" dateOnly />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.galleries.sections.events">
        <ArrayField source="events" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="title" label="resources.galleries.fields.eventTitle">
              <LocalizedField source="title" />
            </DataTable.Col>
            <DataTable.Col source="status" label="resources.galleries.fields.eventStatus">
              <ChoiceChip source="status" group="resources.galleries.eventStatus" />
            </DataTable.Col>
            <DataTable.Col source="startDate" label="resources.galleries.fields.startDate">
              <DateTimeField source="startDate" dateOnly />
            </DataTable.Col>
            <DataTable.Col source="endDate" label="resources.galleries.fields.endDate">
              <DateTimeField source="endDate" dateOnly />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
