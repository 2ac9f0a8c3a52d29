import { DataTable, FilterButton, List, TopToolbar, usePermissions } from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from './kit/fields';
import { BulkModerationActions, ModerationRowMenu } from './ModerationButtons';
import { bulkModerationCommandsFor } from './moderationCommands';
import { AuthorField, CommentArtworkField, ExcerptField } from './moderationFields';
import { MODERATION_STATUS_COLOURS, moderationFilters } from './moderationFilters';

const Col = DataTable.Col;

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ServerExportButton />
  </TopToolbar>
);

export const CommentList = () => {
  const { permissions } = usePermissions<string[]>();
  const bulk = bulkModerationCommandsFor(permissions, 'comments').length ? (
    <BulkModerationActions resource="comments" />
  ) : (
    false
  );
  return (
    <List filters={moderationFilters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulk}>
        <Col source="body" disableSort>
          <ExcerptField source="body" />
        </Col>
        <Col source="author" label="resources.comments.fields.author" disableSort field={AuthorField} />
        <Col source="artworkId" label="resources.comments.fields.artwork" disableSort field={CommentArtworkField} />
        <Col source="status">
          <ChoiceChip source="status" group="resources.moderation.status" colours={MODERATION_STATUS_COLOURS} />
        </Col>
        <Col source="reportCount" disableSort />
        <Col source="createdAt">
          <DateTimeField source="createdAt" />
        </Col>
        <Col label="app.actions" disableSort>
          <ModerationRowMenu resource="comments" />
        </Col>
      </DataTable>
    </List>
  );
};
