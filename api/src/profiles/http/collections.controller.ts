import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { ProfileQueries } from '../application/profile-queries.js';
import { ListCollectionsQuery } from './collection.dto.js';

@ApiTags('collections')
@Controller('api/collections')
export class CollectionsController {
  constructor(private readonly queries: ProfileQueries) {}

  @Get()
  @Public()
  list(@Query() query: ListCollectionsQuery) {
    return this.queries.listCollections(query);
  }

  /** An array (SPEC section 7), at most 6. */
  @Get('featured')
  @Public()
  featured() {
    return this.queries.featuredCollections();
  }

  @Get(':id')
  @Public()
  show(@Param('id') id: string) {
    return this.queries.collection(id);
  }
}
