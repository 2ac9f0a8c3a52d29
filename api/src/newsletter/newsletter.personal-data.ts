/** The newsletter's part of a person's data export: their subscription and its consent history. */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { SUBSCRIBERS } from './projections/subscribers.projection.js';

@Injectable()
export class NewsletterPersonalData implements PersonalDataSection {
  readonly name = 'newsletter';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  collect(userId: string) {
    return docsOf(this.reads, SUBSCRIBERS, { userId });
  }
}
