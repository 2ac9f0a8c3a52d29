import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { ARTWORK_STATUSES } from './artworkCommands';

export const statusChoices = ARTWORK_STATUSES.map((id) => ({ id, name: `resources.artworks.status.${id}` }));

/** The filters of the contract's admin list: q, status, featured, artistId, galleryId (nothing else). */
export const artworkFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <NullableBooleanInput key="featured" source="featured" />,
  <ReferenceInput key="artistId" source="artistId" reference="artists">
    <AutocompleteInput label="resources.artworks.fields.artistId" />
  </ReferenceInput>,
  <ReferenceInput key="galleryId" source="galleryId" reference="galleries">
    <AutocompleteInput label="resources.artworks.fields.galleryId" />
  </ReferenceInput>,
];

/**
 * The moderation queue: published works nobody has featured yet, the newest first. A moderator reviews each
 * one and features it, withdraws it with a reason, or leaves it. (The API has no "reviewed" flag: a work left
 * as it is stays in the queue, further down as newer works arrive.)
 */
export const MODERATION_QUEUE_FILTER = { status: 'published', featured: false } as const;
export const MODERATION_QUEUE_SORT = { field: 'publishedAt', order: 'DESC' } as const;
