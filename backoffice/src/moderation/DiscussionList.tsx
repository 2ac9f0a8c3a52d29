import { DataTable, FilterButton, List, TopToolbar, usePermissions } from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip, CountField } from './kit/fields';
import { BulkModerationActions, ModerationRowMenu } from './ModerationButtons';
import { bulkModerationCommandsFor } from './moderationCommands';
import { AuthorField, ExcerptField } from './moderationFields';
import { MODERATION_STATUS_COLOURS, moderationFilters } from './moderationFilters';

const Col = DataTable.Col;

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ServerExportButton />
  </TopToolbar>
);

export const DiscussionList = () => {
  const { permissions } = usePermissions<string[]>();
  const bulk = bulkModerationCommandsFor(permissions, 'discussions').length ? (
    <BulkModerationActions resource="discussions" />
  ) : (
    false
  );
  return (
    <List filters={moderationFilters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulk}>
        <Col source="title">
          <ExcerptField source="title" length={80} />
        </Col>
        <Col source="author" label="resources.discussions.fields.author" disableSort field={AuthorField} />
        <Col source="replyCount" disableSort field={CountField} />
        <Col source="status">
          <ChoiceChip source="status" group="resources.moderation.status" colours={MODERATION_STATUS_COLOURS} />
        </Col>
        <Col source="reportCount" disableSort />
        <Col source="createdAt">
          <DateTimeField source="createdAt" />
        </Col>
        <Col label="app.actions" disableSort>
          <ModerationRowMenu resource="discussions" />
        </Col>
      </DataTable>
    </List>
  );
};
