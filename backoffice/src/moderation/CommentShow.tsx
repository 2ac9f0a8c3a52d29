import { SimpleShowLayout, TextField } from 'react-admin';
import { ModeratedShow, moderationFields } from './ModeratedShow';
import { CommentArtworkField } from './moderationFields';

export const CommentShow = () => (
  <ModeratedShow resource="comments">
    <SimpleShowLayout>
      <TextField source="body" />
      <CommentArtworkField label="resources.comments.fields.artwork" />
      {moderationFields('comments')}
    </SimpleShowLayout>
  </ModeratedShow>
);
