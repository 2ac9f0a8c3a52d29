import BrushIcon from '@mui/icons-material/Brush';
import { lazyNamed, representedBy } from '../kit/resources';

const ArtistList = lazyNamed(() => import('./ArtistList'), 'ArtistList');
const ArtistShow = lazyNamed(() => import('./ArtistShow'), 'ArtistShow');

/** The `artists` resource, served by /api/admin/artists: artists edit their own profiles; staff feature them. */
export default {
  list: ArtistList,
  show: ArtistShow,
  icon: BrushIcon,
  recordRepresentation: representedBy('name', 'nameAr'),
};
