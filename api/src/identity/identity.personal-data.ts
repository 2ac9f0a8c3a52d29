/** The identity context's part of a person's data export: their profile, roles and account standing. */
import { Injectable } from '@nestjs/common';
import type { PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import { UserQueries, toProfileView } from './application/user-queries.js';

@Injectable()
export class AccountPersonalData implements PersonalDataSection {
  readonly name = 'account';
  constructor(private readonly users: UserQueries) {}

  async collect(userId: string) {
    return toProfileView(await this.users.get(userId));
  }
}
