import { DataTable } from 'react-admin';
import { CommandList } from '../kit/screens';
import { moderationSet } from './moderationCommandSet';
import { AuthorField, CommentArtworkField, ExcerptField } from './moderationFields';
import { moderationColumns, moderationFilters, NEWEST_FIRST } from './moderationFilters';

const Col = DataTable.Col;
const COMMANDS = moderationSet('comments');

export const CommentList = () => (
  <CommandList set={COMMANDS} filters={moderationFilters} sort={NEWEST_FIRST} rowMenu>
    <Col source="body" disableSort>
      <ExcerptField source="body" />
    </Col>
    <Col source="author" label="resources.comments.fields.author" disableSort field={AuthorField} />
    <Col source="artworkId" label="resources.comments.fields.artwork" disableSort field={CommentArtworkField} />
    {moderationColumns}
  </CommandList>
);
