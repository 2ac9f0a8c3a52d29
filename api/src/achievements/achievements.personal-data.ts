/** The achievements context's part of a person's data export: the badges they earned. */
import { Inject, Injectable } from '@nestjs/common';
import type { PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { ACHIEVEMENTS } from './projections/achievements.projection.js';

@Injectable()
export class AchievementsPersonalData implements PersonalDataSection {
  readonly name = 'achievements';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  collect(userId: string) {
    return this.reads.collection(ACHIEVEMENTS).get(userId);
  }
}
