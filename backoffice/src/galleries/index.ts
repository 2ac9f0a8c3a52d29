import MuseumIcon from '@mui/icons-material/Museum';
import { lazyNamed, representedBy } from '../kit/resources';

/** The `galleries` resource, served by /api/admin/galleries: galleries edit their own profiles; staff feature them. */
export default {
  list: lazyNamed(() => import('./GalleryList'), 'GalleryList'),
  show: lazyNamed(() => import('./GalleryShow'), 'GalleryShow'),
  icon: MuseumIcon,
  recordRepresentation: representedBy('name', 'nameAr'),
};
