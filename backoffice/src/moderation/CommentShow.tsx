import { ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { AuditTrailButton } from './kit/AuditTrailButton';
import { ChoiceChip } from './kit/fields';
import { ModerationButtons } from './ModerationButtons';
import { AuthorField, CommentArtworkField } from './moderationFields';
import { MODERATION_STATUS_COLOURS } from './moderationFilters';

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <ModerationButtons resource="comments" />
    <AuditTrailButton />
  </TopToolbar>
);

export const CommentShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="body" />
      <AuthorField label="resources.comments.fields.author" />
      <CommentArtworkField label="resources.comments.fields.artwork" />
      <ChoiceChip
        source="status"
        group="resources.moderation.status"
        colours={MODERATION_STATUS_COLOURS}
        label="resources.comments.fields.status"
      />
      <TextField source="reportCount" emptyText="—" />
      <TextField source="hiddenReason" emptyText="—" />
      <TextField source="id" />
      <DateTimeField source="createdAt" label="resources.comments.fields.createdAt" />
    </SimpleShowLayout>
  </Show>
);
