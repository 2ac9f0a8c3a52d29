import ForumIcon from '@mui/icons-material/Forum';
import ModeCommentIcon from '@mui/icons-material/ModeComment';
import { excerpt, lazyNamed } from '../kit/resources';

const CommentList = lazyNamed(() => import('./CommentList'), 'CommentList');
const CommentShow = lazyNamed(() => import('./CommentShow'), 'CommentShow');
const DiscussionList = lazyNamed(() => import('./DiscussionList'), 'DiscussionList');
const DiscussionShow = lazyNamed(() => import('./DiscussionShow'), 'DiscussionShow');

/** Comments on artworks (/api/admin/comments): moderators hide and restore them, with a reason. */
export const comments = {
  list: CommentList,
  show: CommentShow,
  icon: ModeCommentIcon,
  recordRepresentation: (record: { id: string; body?: string }) => excerpt(record.body) || record.id,
};

/** Community discussions (/api/admin/discussions): the same moderation. */
export const discussions = {
  list: DiscussionList,
  show: DiscussionShow,
  icon: ForumIcon,
  recordRepresentation: (record: { id: string; title?: string }) => excerpt(record.title) || record.id,
};
