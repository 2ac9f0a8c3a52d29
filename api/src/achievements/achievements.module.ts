import { Module } from '@nestjs/common';
import { AchievementQueries } from './application/achievement-queries.js';
import { AchievementsController } from './http/achievements.controller.js';

/** The achievements context's HTTP read (the projection is declared in achievements.context.ts). */
@Module({
  controllers: [AchievementsController],
  providers: [AchievementQueries],
})
export class AchievementsModule {}
