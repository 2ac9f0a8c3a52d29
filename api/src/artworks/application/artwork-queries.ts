/** Reads of the `artworks` read model (and the `images` and profile names it needs to write). */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, FacetCount, Filter, FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import type { SortKey } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ARTWORKS, type ArtworkDoc, IMAGES, type ImageDoc } from '../projections/artwork-document.js';
import { ARTWORK_TEXT_FIELDS } from '../projections/artworks.projection.js';

export const artworkNotFound = () => notFound('Artwork', 'العمل الفني');

export const ARTWORK_SORTS: Record<string, SortKey[]> = {
  latest: [{ field: 'publishedAt', direction: 'desc' }],
  oldest: [{ field: 'publishedAt', direction: 'asc' }],
  price_asc: [{ field: 'price', direction: 'asc' }],
  price_desc: [{ field: 'price', direction: 'desc' }],
  title: [{ field: 'title', direction: 'asc' }],
  featured: [
    { field: 'featured', direction: 'desc' },
    { field: 'publishedAt', direction: 'desc' },
  ],
};

export const FACET_FIELDS = ['category', 'style', 'medium', 'availability'] as const;
export type ArtworkFacets = Record<(typeof FACET_FIELDS)[number], FacetCount[]>;

export interface ArtworkSearch {
  q?: string;
  category?: string;
  style?: string;
  medium?: string;
  minPrice?: number;
  maxPrice?: number;
  availability?: string;
  artistId?: string;
  galleryId?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

@Injectable()
export class ArtworkQueries {
  constructor(@Inject(READ_STORE) readonly reads: ReadStore) {}

  get artworks() {
    return this.reads.collection<ArtworkDoc>(ARTWORKS);
  }

  async get(id: string): Promise<ArtworkDoc> {
    const doc = await this.artworks.get(id);
    if (!doc) throw artworkNotFound();
    return doc;
  }

  async getPublished(id: string): Promise<ArtworkDoc> {
    const doc = await this.get(id);
    if (doc.status !== 'published') throw artworkNotFound();
    return doc;
  }

  /** The public catalogue: published works matching the filters, one page, with facet counts. */
  async search(query: ArtworkSearch): Promise<{ items: ArtworkDoc[]; total: number; facets: ArtworkFacets }> {
    const filter: Filter = { status: 'published' };
    for (const field of ['category', 'style', 'medium', 'availability', 'artistId', 'galleryId'] as const) {
      if (query[field]) filter[field] = query[field]!;
    }
    if (query.minPrice !== undefined || query.maxPrice !== undefined) {
      filter.price = {
        ...(query.minPrice === undefined ? {} : { $gte: query.minPrice }),
        ...(query.maxPrice === undefined ? {} : { $lte: query.maxPrice }),
      };
    }
    const text = query.q?.trim() ? { query: query.q.trim().slice(0, 200), fields: ARTWORK_TEXT_FIELDS } : undefined;
    // Without a query the newest come first; with one, relevance unless a sort is asked for.
    const sort = query.sort ? ARTWORK_SORTS[query.sort] : text ? undefined : ARTWORK_SORTS.latest;
    const pageSize = query.pageSize ?? 24;
    const offset = ((query.page ?? 1) - 1) * pageSize;
    // One statement reads the matches once for the page and the facet counts. Every match has status
    // "published", so the count of that one facet value is the total (a separate count would read them again).
    const { items, facets: counted } = await this.artworks.findWithFacets(
      { filter, text, sort, offset, limit: pageSize },
      { fields: [...FACET_FIELDS, 'status'], limit: 50 },
    );
    const { status, ...facets } = counted;
    return { items, total: status?.[0]?.count ?? 0, facets: facets as ArtworkFacets };
  }

  featured(limit = 12): Promise<ArtworkDoc[]> {
    return this.artworks.find({ filter: { status: 'published', featured: true }, sort: ARTWORK_SORTS.latest, limit });
  }

  /** Same category, style or artist; published; not itself. Closest first: same artist, then category, then style. */
  async similar(id: string, limit = 8): Promise<ArtworkDoc[]> {
    const work = await this.getPublished(id);
    const seen = new Set([work.id]);
    const out: ArtworkDoc[] = [];
    const filters: Filter[] = [
      { artistId: work.artistId },
      { category: work.category },
      ...(work.style ? [{ style: work.style }] : []),
    ];
    for (const filter of filters) {
      if (out.length >= limit) break;
      const found = await this.artworks.find({
        filter: { ...filter, status: 'published' },
        sort: ARTWORK_SORTS.latest,
        limit: limit + 1,
      });
      for (const doc of found) {
        if (out.length < limit && !seen.has(doc.id)) {
          seen.add(doc.id);
          out.push(doc);
        }
      }
    }
    return out;
  }

  async mine(userId: string, page: number, pageSize: number): Promise<{ items: ArtworkDoc[]; total: number }> {
    // Two indexed lookups (as the artist, as the gallery) rather than an OR the port does not have.
    const [asArtist, asGallery] = await Promise.all([
      this.artworks.find({ filter: { artistId: userId } }),
      this.artworks.find({ filter: { galleryId: userId } }),
    ]);
    const byId = new Map([...asArtist, ...asGallery].map((doc) => [doc.id, doc]));
    const all = [...byId.values()].sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1,
    );
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
  }

  async adminList(options: FindOptions): Promise<{ items: ArtworkDoc[]; total: number }> {
    const [items, total] = await Promise.all([this.artworks.find(options), this.artworks.count(options)]);
    return { items, total };
  }

  images(ids: string[]): Promise<ImageDoc[]> {
    return this.reads.collection<ImageDoc>(IMAGES).getMany(ids);
  }

  /** The images a person uploaded (their data export carries the files). */
  imagesUploadedBy(userId: string): Promise<ImageDoc[]> {
    return this.reads.collection<ImageDoc>(IMAGES).find({ filter: { uploadedBy: userId } as never, limit: 1000 });
  }

  /** A document of another context's read model, or null when that collection does not exist yet. */
  async optional<T extends Doc>(collection: string, id: string): Promise<T | null> {
    try {
      return await this.reads.collection<T>(collection).get(id);
    } catch {
      return null;
    }
  }
}
