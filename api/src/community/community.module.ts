import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { READ_STORE } from '../platform/tokens.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { CommandRunner } from '../platform/commands/command-runner.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { reactorProjection } from '../platform/projections/reactor.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { CommunityQueries } from './application/community-queries.js';
import { CatalogReads } from './application/catalog-reads.js';
import { PostCommands } from './application/post-commands.js';
import { ReactionCommands } from './application/reaction-commands.js';
import { InquiryCommands } from './application/inquiry-commands.js';
import { ReactionsController } from './http/reactions.controller.js';
import { PostsController } from './http/posts.controller.js';
import { InquiriesController } from './http/inquiries.controller.js';
import { AdminCommunityController } from './http/admin-community.controller.js';
import { inquiryEmailsReactor } from './email/inquiry-emails.reactor.js';
import { followedArtistEmailsReactor } from './email/followed-artist-emails.reactor.js';

/** The community context's HTTP controllers and command services, and its mail reactors (inquiries, new works of
 * the followed); its events and read models are declared in community.context.ts. */
@Module({
  controllers: [ReactionsController, PostsController, InquiriesController, AdminCommunityController],
  providers: [CommunityQueries, CatalogReads, PostCommands, ReactionCommands, InquiryCommands],
  exports: [CommunityQueries],
})
export class CommunityModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
    private readonly runner: CommandRunner,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    this.projections.register([
      reactorProjection(inquiryEmailsReactor(this.jobs, this.reads, this.runner)),
      reactorProjection(followedArtistEmailsReactor(this.jobs, this.reads)),
    ]);
  }
}
