/** Reads of the profiles context's read models, joined with the counts other contexts' read models hold. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, FacetCount, Filter, FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import type { SortKey } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ARTISTS, ARTIST_TEXT_FIELDS, type ArtistDoc } from '../projections/artists.projection.js';
import { GALLERIES, GALLERY_TEXT_FIELDS, type GalleryDoc } from '../projections/galleries.projection.js';
import { COLLECTIONS, COLLECTION_TEXT_FIELDS, type CollectionDoc } from '../projections/collections.projection.js';
import { REPRESENTATION_REQUESTS } from '../projections/representation-requests.projection.js';
import type { RepresentationRequestDoc } from '../projections/representation-requests.projection.js';
import { artistDetailView, artistView, collectionView, galleryStats, galleryView } from './profile-views.js';
import { withoutTracking } from './profile-views.js';
import { UPLOADED_IMAGES, type UploadedImage } from './uploaded-images.js';

/** Read models of other contexts, read here for counts (names fixed by the contract between contexts). */
const ARTWORKS = 'artworks';
const FOLLOWER_COUNTS = 'followerCounts';

type ArtworkLike = Doc & {
  artistId: string;
  galleryId: string | null;
  status: string;
  availability: string;
  images?: Array<{ url: string; thumbnailUrl?: string }>;
};
type FollowerCountLike = Doc & { followers: number };

export const artistNotFound = () => notFound('Artist', 'الفنان');
export const galleryNotFound = () => notFound('Gallery', 'المعرض');
export const collectionNotFound = () => notFound('Collection', 'المجموعة');

export const PROFILE_SORTS = ['latest', 'name', 'featured'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];

const SORTS: Record<ProfileSort, SortKey[]> = {
  latest: [
    { field: 'createdAt', direction: 'desc' },
    { field: 'id', direction: 'asc' },
  ],
  name: [
    { field: 'name', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ],
  featured: [
    { field: 'featured', direction: 'desc' },
    { field: 'name', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ],
};

export interface ProfileListQuery {
  q?: string;
  sort?: ProfileSort;
  /** The visitor's language: `name` sorts by `nameAr` in Arabic. */
  lang?: 'en' | 'ar';
  page?: number;
  pageSize?: number;
}

/** Sorted as asked; a text query without a sort ranks by relevance. */
function listOptions(
  query: ProfileListQuery,
  filter: Filter,
  textFields: string[],
): FindOptions & { offset: number; limit: number } {
  const pageSize = query.pageSize ?? 24;
  const q = query.q?.trim();
  const text = q ? { query: q, fields: textFields } : undefined;
  const named = (keys: SortKey[]) =>
    query.lang === 'ar' ? keys.map((k) => (k.field === 'name' ? { ...k, field: 'nameAr' } : k)) : keys;
  const sort = query.sort ? named(SORTS[query.sort]) : text ? undefined : SORTS.latest;
  return { filter, text, sort, offset: ((query.page ?? 1) - 1) * pageSize, limit: pageSize };
}

@Injectable()
export class ProfileQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** Uploads made through POST /api/images, by id (see uploaded-images.ts). */
  uploadedImages = (ids: string[]): Promise<UploadedImage[]> =>
    this.reads.collection<UploadedImage>(UPLOADED_IMAGES).getMany(ids);

  get artists() {
    return this.reads.collection<ArtistDoc>(ARTISTS);
  }
  get galleries() {
    return this.reads.collection<GalleryDoc>(GALLERIES);
  }
  get collections() {
    return this.reads.collection<CollectionDoc>(COLLECTIONS);
  }
  get requests() {
    return this.reads.collection<RepresentationRequestDoc>(REPRESENTATION_REQUESTS);
  }
  private get artworks() {
    return this.reads.collection<ArtworkLike>(ARTWORKS);
  }

  // ----- artists

  async listArtists(query: ProfileListQuery & { nationality?: string }) {
    const filter: Filter = query.nationality ? { nationality: query.nationality } : {};
    const options = listOptions(query, filter, ARTIST_TEXT_FIELDS);
    // Facets ignore the nationality filter itself, so the other countries stay selectable.
    const [docs, total, facets] = await Promise.all([
      this.artists.find(options),
      this.artists.count(options),
      this.artists.facets(['nationality'], { text: options.text }),
    ]);
    return { items: await this.artistViews(docs), total, facets: { nationality: facets.nationality ?? [] } };
  }

  async featuredArtists() {
    const docs = await this.artists.find({ filter: { featured: true }, sort: SORTS.name, limit: 6 });
    return this.artistViews(docs);
  }

  async artist(id: string) {
    const doc = await this.artists.get(id);
    if (!doc) throw artistNotFound();
    const [[counts], manager] = await Promise.all([
      this.artistCounts([doc.id]),
      doc.managedBy ? this.galleries.get(doc.managedBy) : Promise.resolve(undefined),
    ]);
    // A profile a gallery manages names that gallery (the public page says so, in both languages).
    const managedBy = doc.managedBy
      ? { id: doc.managedBy, name: manager?.name ?? '', nameAr: manager?.nameAr ?? '' }
      : null;
    return { ...artistDetailView(doc, counts!), managedBy };
  }

  /** The artist profiles a gallery manages, newest first. */
  async managedArtists(galleryId: string) {
    const docs = await this.artists.find({
      filter: { managedBy: galleryId },
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ],
      limit: 200,
    });
    return this.artistViews(docs);
  }

  async artistViews(docs: ArtistDoc[]) {
    const counts = await this.artistCounts(docs.map((d) => d.id));
    return docs.map((doc, i) => artistView(doc, counts[i]!));
  }

  private async artistCounts(ids: string[]) {
    if (ids.length === 0) return [];
    const [works, followers] = await Promise.all([
      this.artworks.facets(['artistId'], {
        filter: { status: 'published', artistId: { $in: ids } },
        limit: ids.length,
      }),
      this.reads.collection<FollowerCountLike>(FOLLOWER_COUNTS).getMany(ids.map((id) => `artist:${id}`)),
    ]);
    const byArtist = countsOf(works.artistId);
    const followersOf = new Map(followers.map((f) => [f.id, f.followers]));
    return ids.map((id) => ({ artworks: byArtist.get(id) ?? 0, followers: followersOf.get(`artist:${id}`) ?? 0 }));
  }

  // ----- galleries

  async listGalleries(query: ProfileListQuery & { location?: string }, now: Date) {
    const filter: Filter = query.location ? { location: query.location } : {};
    const options = listOptions(query, filter, GALLERY_TEXT_FIELDS);
    const [docs, total, facets] = await Promise.all([
      this.galleries.find(options),
      this.galleries.count(options),
      this.galleries.facets(['location'], { text: options.text }),
    ]);
    return { items: await this.galleryViews(docs, now), total, facets: { location: facets.location ?? [] } };
  }

  async galleryViews(docs: GalleryDoc[], now: Date) {
    const followers = await this.followersOf(
      'gallery',
      docs.map((d) => d.id),
    );
    return docs.map((doc, i) => galleryView(doc, now, followers[i]!));
  }

  async gallery(id: string, now: Date) {
    const doc = await this.galleries.get(id);
    if (!doc) throw galleryNotFound();
    const [[view], available, managed] = await Promise.all([
      this.galleryViews([doc], now),
      this.artworks.count({ filter: { galleryId: id, status: 'published', availability: 'available' } }),
      this.artists.count({ filter: { managedBy: id } }),
    ]);
    return { ...view!, stats: galleryStats(doc, available, now, managed) };
  }

  /** The artists it represents, then the profiles it manages (which the public page also shows as represented). */
  async galleryArtists(id: string) {
    const doc = await this.galleries.get(id);
    if (!doc) throw galleryNotFound();
    const [represented, managed] = await Promise.all([
      this.artists.getMany(doc.representedArtistIds),
      this.artists.find({ filter: { managedBy: id }, sort: SORTS.name, limit: 200 }),
    ]);
    return this.artistViews([...represented, ...managed.filter((m) => !doc.representedArtistIds.includes(m.id))]);
  }

  private async followersOf(type: 'artist' | 'gallery', ids: string[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const docs = await this.reads
      .collection<FollowerCountLike>(FOLLOWER_COUNTS)
      .getMany(ids.map((id) => `${type}:${id}`));
    const byKey = new Map(docs.map((d) => [d.id, d.followers]));
    return ids.map((id) => byKey.get(`${type}:${id}`) ?? 0);
  }

  // ----- collections

  async listCollections(query: Omit<ProfileListQuery, 'sort'> & { sort?: 'latest' | 'name' | 'featured' }) {
    const options = listOptions(query, { published: true }, COLLECTION_TEXT_FIELDS);
    const [docs, total] = await Promise.all([this.collections.find(options), this.collections.count(options)]);
    return { items: await this.collectionViews(docs), total };
  }

  async featuredCollections() {
    const docs = await this.collections.find({
      filter: { published: true, featured: true },
      sort: SORTS.latest,
      limit: 6,
    });
    return this.collectionViews(docs);
  }

  /** Public: a published collection with its published artworks, in the curator's order. */
  async collection(id: string) {
    const doc = await this.collections.get(id);
    if (!doc || !doc.published) throw collectionNotFound();
    const artworks = (await this.artworks.getMany(doc.artworkIds)).filter((a) => a.status === 'published');
    const [view] = await this.collectionViews([doc], artworks);
    return { ...view!, artworks: artworks.map(({ _stream: _s, _revision: _r, ...rest }) => rest) };
  }

  async adminCollection(id: string) {
    const doc = await this.collections.get(id);
    if (!doc) throw collectionNotFound();
    return withoutTracking(doc);
  }

  async collectionViews(docs: CollectionDoc[], known: ArtworkLike[] = []) {
    const needed = docs.filter((d) => d.coverImage === null && d.artworkIds.length > 0).map((d) => d.artworkIds[0]!);
    const covers = new Map(known.map((a) => [a.id, a]));
    for (const a of await this.artworks.getMany(needed.filter((id) => !covers.has(id)))) covers.set(a.id, a);
    return docs.map((doc) => {
      const first = doc.artworkIds.map((id) => covers.get(id)).find((a) => a && a.status === 'published');
      return collectionView(doc, first?.images?.[0]?.url ?? null);
    });
  }

  // ----- representation requests

  /** Every request the person is a side of (as the artist or as the gallery), newest first, with both names. */
  async requestsOf(userId: string) {
    const sort: SortKey[] = [
      { field: 'createdAt', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ];
    const [asArtist, asGallery] = await Promise.all([
      this.requests.find({ filter: { artistId: userId }, sort, limit: 200 }),
      this.requests.find({ filter: { galleryId: userId }, sort, limit: 200 }),
    ]);
    const all = [...asArtist, ...asGallery].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
    );
    return this.requestViews(all);
  }

  async request(id: string) {
    const doc = await this.requests.get(id);
    if (!doc) throw notFound('Representation request', 'طلب التمثيل');
    return (await this.requestViews([doc]))[0]!;
  }

  private async requestViews(docs: RepresentationRequestDoc[]) {
    const [artists, galleries] = await Promise.all([
      this.artists.getMany([...new Set(docs.map((d) => d.artistId))]),
      this.galleries.getMany([...new Set(docs.map((d) => d.galleryId))]),
    ]);
    const name = (d: { id: string; name: string; nameAr: string } | undefined, id: string) => ({
      id,
      name: d?.name ?? '',
      nameAr: d?.nameAr ?? '',
    });
    return docs.map((doc) => ({
      ...withoutTracking(doc),
      artist: name(
        artists.find((a) => a.id === doc.artistId),
        doc.artistId,
      ),
      gallery: name(
        galleries.find((g) => g.id === doc.galleryId),
        doc.galleryId,
      ),
    }));
  }
}

function countsOf(facet: FacetCount[] | undefined): Map<string, number> {
  return new Map((facet ?? []).map((f) => [String(f.value), f.count]));
}
