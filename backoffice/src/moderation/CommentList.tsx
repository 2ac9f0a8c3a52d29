import { DataTable } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { CommandList } from '../kit/screens';
import { moderationSet } from './moderationCommandSet';
import { AuthorField, CommentArtworkField, ExcerptField } from './moderationFields';
import { MODERATION_STATUS_COLOURS, moderationFilters, NEWEST_FIRST } from './moderationFilters';

const Col = DataTable.Col;
const COMMANDS = moderationSet('comments');

export const CommentList = () => (
  <CommandList set={COMMANDS} filters={moderationFilters} sort={NEWEST_FIRST} rowMenu>
    <Col source="body" disableSort>
      <ExcerptField source="body" />
    </Col>
    <Col source="author" label="resources.comments.fields.author" disableSort field={AuthorField} />
    <Col source="artworkId" label="resources.comments.fields.artwork" disableSort field={CommentArtworkField} />
    <Col source="status">
      <ChoiceChip source="status" group="kit.status" colours={MODERATION_STATUS_COLOURS} />
    </Col>
    <Col source="reportCount" disableSort />
    <Col source="createdAt">
      <DateTimeField source="createdAt" />
    </Col>
  </CommandList>
);
