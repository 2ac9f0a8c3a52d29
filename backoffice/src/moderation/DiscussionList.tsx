import { DataTable } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip, CountField } from '../kit/fields';
import { CommandList } from '../kit/screens';
import { moderationSet } from './moderationCommandSet';
import { AuthorField, ExcerptField } from './moderationFields';
import { MODERATION_STATUS_COLOURS, moderationFilters, NEWEST_FIRST } from './moderationFilters';

const Col = DataTable.Col;
const COMMANDS = moderationSet('discussions');

export const DiscussionList = () => (
  <CommandList set={COMMANDS} filters={moderationFilters} sort={NEWEST_FIRST} rowMenu>
    <Col source="title">
      <ExcerptField source="title" length={80} />
    </Col>
    <Col source="author" label="resources.discussions.fields.author" disableSort field={AuthorField} />
    <Col source="replyCount" disableSort field={CountField} />
    <Col source="status">
      <ChoiceChip source="status" group="kit.status" colours={MODERATION_STATUS_COLOURS} />
    </Col>
    <Col source="reportCount" disableSort />
    <Col source="createdAt">
      <DateTimeField source="createdAt" />
    </Col>
  </CommandList>
);
