import { ArrayField, DataTable, ListButton, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { AuditTrailButton } from './kit/AuditTrailButton';
import { ChoiceChip } from './kit/fields';
import { ModerationButtons } from './ModerationButtons';
import { AuthorField } from './moderationFields';
import { MODERATION_STATUS_COLOURS } from './moderationFilters';

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <ModerationButtons resource="discussions" />
    <AuditTrailButton />
  </TopToolbar>
);

export const DiscussionShow = () => (
  <Show actions={<Actions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.discussions.sections.discussion">
        <TextField source="title" />
        <TextField source="body" />
        <AuthorField label="resources.discussions.fields.author" />
        <ChoiceChip
          source="status"
          group="resources.moderation.status"
          colours={MODERATION_STATUS_COLOURS}
          label="resources.discussions.fields.status"
        />
        <TextField source="reportCount" emptyText="—" />
        <TextField source="hiddenReason" emptyText="—" />
        <TextField source="id" />
        <DateTimeField source="createdAt" label="resources.discussions.fields.createdAt" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.discussions.sections.replies">
        <ArrayField source="replies" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="body" label="resources.discussions.fields.body" />
            <DataTable.Col source="author" label="resources.discussions.fields.author" field={AuthorField} />
            <DataTable.Col source="createdAt" label="resources.discussions.fields.createdAt">
              <DateTimeField source="createdAt" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
