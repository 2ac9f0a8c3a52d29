import { ArrayField, DataTable, TabbedShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ModeratedShow, moderationFields } from './ModeratedShow';
import { AuthorField } from './moderationFields';

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
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </ModeratedShow>
);
