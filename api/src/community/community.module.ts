import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** The community context's HTTP and command handlers; its events and read models are declared in community.context.ts. */
@Module({
  imports: [CqrsModule],
  controllers: [],
  providers: [],
})
export class CommunityModule {}
