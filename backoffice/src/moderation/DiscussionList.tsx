import { DataTable } from 'react-admin';
import { CountField } from '../kit/fields';
import { CommandList } from '../kit/screens';
import { moderationSet } from './moderationCommandSet';
import { AuthorField, ExcerptField } from './moderationFields';
import { moderationColumns, moderationFilters, NEWEST_FIRST } from './moderationFilters';

const Col = DataTable.Col;
const COMMANDS = moderationSet('discussions');

export const DiscussionList = () => (
  <CommandList set={COMMANDS} filters={moderationFilters} sort={NEWEST_FIRST} rowMenu>
    <Col source="title">
      <ExcerptField source="title" length={80} />
    </Col>
    <Col source="author" label="resources.discussions.fields.author" disableSort field={AuthorField} />
    <Col source="replyCount" disableSort field={CountField} />
    {moderationColumns}
  </CommandList>
);
