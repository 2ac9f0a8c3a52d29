import type { ReactNode } from 'react';
import { Show, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import type { ModeratedResource } from '../kit/catalogCommands';
import { ChoiceChip } from '../kit/fields';
import { ShowActions } from '../kit/screens';
import { moderationSet } from './moderationCommandSet';
import { AuthorField } from './moderationFields';
import { MODERATION_STATUS_COLOURS } from './moderationFilters';

/** A comment's or discussion's show page: its toolbar with hide or restore, and its layout. */
export const ModeratedShow = ({ resource, children }: { resource: ModeratedResource; children: ReactNode }) => (
  <Show actions={<ShowActions set={moderationSet(resource)} />}>{children}</Show>
);

/** What every moderated item shows: who wrote it, where it stands, why it was hidden, when it was written. */
export const moderationFields = (resource: ModeratedResource) => [
  <AuthorField key="author" label={`resources.${resource}.fields.author`} />,
  <ChoiceChip
    key="status"
    source="status"
    group="kit.status"
    colours={MODERATION_STATUS_COLOURS}
    label={`resources.${resource}.fields.status`}
  />,
  <TextField key="reportCount" source="reportCount" emptyText="—" />,
  <TextField key="hiddenReason" source="hiddenReason" emptyText="—" />,
  <TextField key="id" source="id" />,
  <DateTimeField key="createdAt" source="createdAt" label={`resources.${resource}.fields.createdAt`} />,
];
