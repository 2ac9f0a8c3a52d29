import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

const ContentList = lazy(() => import('./ContentViews').then((module) => ({ default: module.ContentList })));
const ContentEdit = lazy(() => import('./ContentViews').then((module) => ({ default: module.ContentEdit })));

/** The `content` resource (/api/admin/content), the Content tab: the storefront's static pages in both languages. */
export default {
  list: ContentList,
  edit: ContentEdit,
  icon: ArticleIcon,
  recordRepresentation: (record: { page: string }) => record.page,
};
