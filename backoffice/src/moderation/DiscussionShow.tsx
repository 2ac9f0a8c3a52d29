import { ArrayField, DataTable, TabbedShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { MODERATION_STATUS_COLOURS } from './moderationFilters';
import { ModeratedShow, moderationFields } from './ModeratedShow';
import { AuthorField } from './moderationFields';
import { ReplyModerationButton } from './ReplyModerationButton';

export const DiscussionShow = () => (
  <ModeratedShow resource="discussions">
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.discussions.sections.discussion">
        <TextField source="title" />
        <TextField source="body" />
        {moderationFields('discussions')}
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.discussions.sections.replies">
        <ArrayField source="replies" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="body" label="resources.discussions.fields.body" />
            <DataTable.Col source="author" label="resources.discussions.fields.author" field={AuthorField} />
            <DataTable.Col source="createdAt" label="resources.discussions.fields.createdAt">
              <DateTimeField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="status" label="resources.discussions.fields.status">
              <ChoiceChip source="status" group="kit.status" colours={MODERATION_STATUS_COLOURS} />
            </DataTable.Col>
            <DataTable.NumberCol source="reportCount" label="resources.discussions.fields.reportCount" />
            <DataTable.Col label="resources.discussions.fields.replyModeration">
              <ReplyModerationButton />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </ModeratedShow>
);
