import PaletteIcon from '@mui/icons-material/Palette';
import { lazy } from 'react';
import type { ArtworkRecord } from './artworkCommands';
import { lazyNamed } from '../kit/resources';

/** The moderation queue, a route of its own (App.tsx) listing artworks with a fixed filter. */
export const ModerationQueue = lazy(() => import('./ModerationQueue'));

/**
 * The `artworks` resource, served by /api/admin/artworks. No create or edit here: artists and galleries own
 * their works; staff feature, unfeature and withdraw them through commands.
 */
export default {
  list: lazyNamed(() => import('./ArtworkList'), 'ArtworkList'),
  show: lazyNamed(() => import('./ArtworkShow'), 'ArtworkShow'),
  icon: PaletteIcon,
  recordRepresentation: (record: ArtworkRecord) => record.title || record.titleAr || record.id,
};
