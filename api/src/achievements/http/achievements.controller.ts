/** A person's badges, public (SPEC: achievements on the public profile and `/achievements/{id}`). */
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { AchievementQueries } from '../application/achievement-queries.js';

@ApiTags('achievements')
@Controller('api/achievements')
export class AchievementsController {
  constructor(private readonly queries: AchievementQueries) {}

  /** `userId`: the account's id (an artist's or gallery's profile with an account carries it as `userId`). */
  @Get(':userId')
  @Public()
  of(@Param('userId') userId: string) {
    return this.queries.of(userId);
  }
}
