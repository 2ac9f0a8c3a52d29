import MuseumIcon from '@mui/icons-material/Museum';
import { lazy } from 'react';

const GalleryList = lazy(() => import('./GalleryList').then((module) => ({ default: module.GalleryList })));
const GalleryShow = lazy(() => import('./GalleryShow').then((module) => ({ default: module.GalleryShow })));

/** The `galleries` resource, served by /api/admin/galleries: galleries edit their own profiles; staff feature them. */
export default {
  list: GalleryList,
  show: GalleryShow,
  icon: MuseumIcon,
  recordRepresentation: (record: { id: string; name?: string; nameAr?: string }) =>
    record.name || record.nameAr || record.id,
};
