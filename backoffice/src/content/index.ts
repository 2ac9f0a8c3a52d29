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

const LandingEdit = lazy(() => import('./LandingViews').then((module) => ({ default: module.LandingEdit })));

/** The `landing` resource (/api/admin/landing/site), opened from the Content tab: the landing's texts and figures. */
export const landing = {
  edit: LandingEdit,
  recordRepresentation: () => 'landing',
};
