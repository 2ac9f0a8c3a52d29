import MuseumIcon from '@mui/icons-material/Museum';
import { lazyNamed, representedBy } from '../kit/resources';

const GalleryList = lazyNamed(() => import('./GalleryList'), 'GalleryList');
const GalleryShow = lazyNamed(() => import('./GalleryShow'), 'GalleryShow');

/** The `galleries` resource, served by /api/admin/galleries: galleries edit their own profiles; staff feature them. */
export default {
  list: GalleryList,
  show: GalleryShow,
  icon: MuseumIcon,
  recordRepresentation: representedBy('name', 'nameAr'),
};
