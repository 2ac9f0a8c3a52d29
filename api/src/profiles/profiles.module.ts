import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** The profiles context's HTTP and command handlers; its events and read models are declared in profiles.context.ts. */
@Module({
  imports: [CqrsModule],
  controllers: [],
  providers: [],
})
export class ProfilesModule {}
