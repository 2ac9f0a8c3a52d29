import BrushIcon from '@mui/icons-material/Brush';
import { lazyNamed, representedBy } from '../kit/resources';

/** The `artists` resource, served by /api/admin/artists: artists edit their own profiles; staff feature them. */
export default {
  list: lazyNamed(() => import('./ArtistList'), 'ArtistList'),
  show: lazyNamed(() => import('./ArtistShow'), 'ArtistShow'),
  icon: BrushIcon,
  recordRepresentation: representedBy('name', 'nameAr'),
};
