import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** The artworks context's HTTP and command handlers; its events and read models are declared in artworks.context.ts. */
@Module({
  imports: [CqrsModule],
  controllers: [],
  providers: [],
})
export class ArtworksModule {}
