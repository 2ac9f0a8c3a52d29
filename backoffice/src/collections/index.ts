import CollectionsIcon from '@mui/icons-material/Collections';
import { lazy } from 'react';

const CollectionList = lazy(() => import('./CollectionList').then((module) => ({ default: module.CollectionList })));
const CollectionShow = lazy(() => import('./CollectionShow').then((module) => ({ default: module.CollectionShow })));
const CollectionEdit = lazy(() => import('./CollectionEdit').then((module) => ({ default: module.CollectionEdit })));
const CollectionCreate = lazy(() =>
  import('./CollectionCreate').then((module) => ({ default: module.CollectionCreate })),
);

/**
 * The `collections` resource (featured content), served by /api/admin/collections: staff curate collections
 * (create, edit) and feature them; each change is a command on the `collection-<id>` stream.
 */
export default {
  list: CollectionList,
  show: CollectionShow,
  edit: CollectionEdit,
  create: CollectionCreate,
  icon: CollectionsIcon,
  recordRepresentation: (record: { id: string; name?: string; nameAr?: string }) =>
    record.name || record.nameAr || record.id,
};
