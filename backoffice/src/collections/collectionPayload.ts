/** The editable fields of a collection, as POST/PUT /api/admin/collections take them (contract). */
export interface CollectionPayload {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  coverImage: string | null;
  artworkIds: string[];
  published: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What the form sends: only the collection's own fields (never id, featured or createdAt, which commands
 * and the server own), trimmed, an empty cover as null, and each artwork once in the chosen order.
 */
export const toCollectionPayload = (data: Record<string, unknown>): CollectionPayload => ({
  name: text(data.name),
  nameAr: text(data.nameAr),
  description: text(data.description),
  descriptionAr: text(data.descriptionAr),
  coverImage: text(data.coverImage) || null,
  artworkIds: [...new Set(Array.isArray(data.artworkIds) ? data.artworkIds.map(String) : [])],
  published: data.published === true,
});
