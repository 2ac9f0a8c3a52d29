import CollectionsIcon from '@mui/icons-material/Collections';
import { lazyNamed, representedBy } from '../kit/resources';

const CollectionList = lazyNamed(() => import('./CollectionList'), 'CollectionList');
const CollectionShow = lazyNamed(() => import('./CollectionShow'), 'CollectionShow');
const CollectionEdit = lazyNamed(() => import('./CollectionEdit'), 'CollectionEdit');
const CollectionCreate = lazyNamed(() => import('./CollectionCreate'), 'CollectionCreate');

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
  recordRepresentation: representedBy('name', 'nameAr'),
};
