import ForumIcon from '@mui/icons-material/Forum';
import ModeCommentIcon from '@mui/icons-material/ModeComment';
import { excerpt, lazyNamed } from '../kit/resources';

/** Comments on artworks (/api/admin/comments): moderators hide and restore them, with a reason. */
export const comments = {
  list: lazyNamed(() => import('./CommentList'), 'CommentList'),
  show: lazyNamed(() => import('./CommentShow'), 'CommentShow'),
  icon: ModeCommentIcon,
  recordRepresentation: (record: { id: string; body?: string }) => excerpt(record.body) || record.id,
};

/** Community discussions (/api/admin/discussions): the same moderation. */
export const discussions = {
  list: lazyNamed(() => import('./DiscussionList'), 'DiscussionList'),
  show: lazyNamed(() => import('./DiscussionShow'), 'DiscussionShow'),
  icon: ForumIcon,
  recordRepresentation: (record: { id: string; title?: string }) => excerpt(record.title) || record.id,
};
