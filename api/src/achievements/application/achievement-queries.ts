/** A person's badges: what they earned, when, and the ones still to earn with how far along they are. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { fieldProblem, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { achievementsView } from '../domain/badges.js';
import { ACHIEVEMENTS, type AchievementsDoc } from '../projections/achievements.projection.js';

/** Account ids are UUIDs (identity's `userIdFor`). */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const malformedUserId = () =>
  validationError([
    fieldProblem(
      'userId',
      'invalid_id',
      'userId must be an account id (a UUID).',
      'يجب أن يكون userId معرّف حساب (UUID).',
    ),
  ]);

@Injectable()
export class AchievementQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async of(userId: string) {
    if (!USER_ID.test(userId)) throw malformedUserId();
    const user = await this.reads.collection<UserDoc>(USERS).get(userId);
    if (!user || user.status === 'forgotten') throw notFound('User', 'المستخدم');
    const record = await this.reads.collection<AchievementsDoc>(ACHIEVEMENTS).get(userId);
    return { userId, ...achievementsView(record) };
  }
}
