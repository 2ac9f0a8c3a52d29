import CollectionsIcon from '@mui/icons-material/Collections';
import { lazyNamed, representedBy } from '../kit/resources';

/**
 * The `collections` resource (featured content), served by /api/admin/collections: staff curate collections
 * (create, edit) and feature them; each change is a command on the `collection-<id>` stream.
 */
export default {
  list: lazyNamed(() => import('./CollectionList'), 'CollectionList'),
  show: lazyNamed(() => import('./CollectionShow'), 'CollectionShow'),
  edit: lazyNamed(() => import('./CollectionEdit'), 'CollectionEdit'),
  create: lazyNamed(() => import('./CollectionCreate'), 'CollectionCreate'),
  icon: CollectionsIcon,
  recordRepresentation: representedBy('name', 'nameAr'),
};
