/**
 * GET /api/search: one query across artworks, artists and galleries. Artists and galleries are read from the
 * profiles context's `artists` and `galleries` collections; until those exist the answer lists none.
 */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import type { Doc, Filter, ReadStore } from '../../platform/read-store/read-store.port.js';
import { ArtworkQueries } from '../application/artwork-queries.js';
import { publicArtwork } from '../projections/artwork-document.js';
import { SearchQuery } from './artwork.dto.js';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly queries: ArtworkQueries) {}

  @Get()
  @Public()
  async search(@Query() query: SearchQuery) {
    const { type = 'all', nationality, location, ...artworkQuery } = query;
    const q = query.q?.trim() ?? '';
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 24;
    const answer: Record<string, unknown> = { query: q };
    const wants = (kind: string) => type === 'all' || type === kind;
    const [artworks, artists, galleries] = await Promise.all([
      wants('artworks') ? this.queries.search(artworkQuery) : null,
      wants('artists')
        ? profiles(this.queries.reads, 'artists', q, nationality ? { nationality } : {}, page, pageSize)
        : null,
      wants('galleries')
        ? profiles(this.queries.reads, 'galleries', q, location ? { location } : {}, page, pageSize)
        : null,
    ]);
    if (artworks)
      answer.artworks = { items: artworks.items.map(publicArtwork), total: artworks.total, facets: artworks.facets };
    if (artists) answer.artists = artists;
    if (galleries) answer.galleries = galleries;
    return answer;
  }
}

/** Featured first, then by name; across every text field the profiles context declared. */
async function profiles(
  reads: ReadStore,
  name: 'artists' | 'galleries',
  q: string,
  filter: Filter,
  page: number,
  pageSize: number,
) {
  if (!(await reads.listCollections()).includes(name)) return { items: [], total: 0 };
  const collection = reads.collection<Doc>(name);
  const text = q ? { query: q.slice(0, 200), fields: [] } : undefined;
  const sort = text
    ? undefined
    : [
        { field: 'featured', direction: 'desc' as const },
        { field: 'name', direction: 'asc' as const },
      ];
  const [items, total] = await Promise.all([
    collection.find({ filter, text, sort, offset: (page - 1) * pageSize, limit: pageSize }),
    collection.count({ filter, text }),
  ]);
  return { items: items.map(({ _stream, _revision, ...doc }) => doc), total };
}
