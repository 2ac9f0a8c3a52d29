import ForumIcon from '@mui/icons-material/Forum';
import ModeCommentIcon from '@mui/icons-material/ModeComment';
import { lazy } from 'react';

const CommentList = lazy(() => import('./CommentList').then((module) => ({ default: module.CommentList })));
const CommentShow = lazy(() => import('./CommentShow').then((module) => ({ default: module.CommentShow })));
const DiscussionList = lazy(() => import('./DiscussionList').then((module) => ({ default: module.DiscussionList })));
const DiscussionShow = lazy(() => import('./DiscussionShow').then((module) => ({ default: module.DiscussionShow })));

const excerpt = (text: string | undefined, id: string) =>
  text ? (text.length > 60 ? `${text.slice(0, 60)}…` : text) : id;

/** Comments on artworks (/api/admin/comments): moderators hide and restore them, with a reason. */
export const comments = {
  list: CommentList,
  show: CommentShow,
  icon: ModeCommentIcon,
  recordRepresentation: (record: { id: string; body?: string }) => excerpt(record.body, record.id),
};

/** Community discussions (/api/admin/discussions): the same moderation. */
export const discussions = {
  list: DiscussionList,
  show: DiscussionShow,
  icon: ForumIcon,
  recordRepresentation: (record: { id: string; title?: string }) => excerpt(record.title, record.id),
};
