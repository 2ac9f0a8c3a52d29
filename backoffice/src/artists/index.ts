import BrushIcon from '@mui/icons-material/Brush';
import { lazy } from 'react';

const ArtistList = lazy(() => import('./ArtistList').then((module) => ({ default: module.ArtistList })));
const ArtistShow = lazy(() => import('./ArtistShow').then((module) => ({ default: module.ArtistShow })));

/** The `artists` resource, served by /api/admin/artists: artists edit their own profiles; staff feature them. */
export default {
  list: ArtistList,
  show: ArtistShow,
  icon: BrushIcon,
  recordRepresentation: (record: { id: string; name?: string; nameAr?: string }) =>
    record.name || record.nameAr || record.id,
};
