/**
 * Every context's section of a person's data export (PDPL access right), one line each, in the order the file
 * shows them; see platform/personal-data/personal-data-section.ts for why sections rather than one handler. A
 * context that starts holding personal data writes its section beside its read models, exports it from its
 * index.ts, and adds its line here.
 */
import type { Type } from '@nestjs/common';
import type { PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import { AccountPersonalData } from '../identity/index.js';
import { NewsletterPersonalData } from '../newsletter/index.js';
import { ProfilesPersonalData } from '../profiles/index.js';
import { ArtworksPersonalData } from '../artworks/index.js';
import { CommunityPersonalData } from '../community/index.js';
import { AuctionsPersonalData } from '../auctions/index.js';
import { OrdersPersonalData } from '../orders/index.js';
import { ShippingPersonalData } from '../shipping/index.js';
import { WorkshopsPersonalData } from '../workshops/index.js';
import { CommissionsPersonalData } from '../commissions/index.js';
import { KycPersonalData } from '../kyc/index.js';
import { BuyerInvoicesPersonalData } from './buyer-invoices.personal-data.js';
import { AchievementsPersonalData } from '../achievements/index.js';

export const PERSONAL_DATA_SECTIONS: Type<PersonalDataSection>[] = [
  AccountPersonalData,
  NewsletterPersonalData,
  ProfilesPersonalData,
  ArtworksPersonalData,
  CommunityPersonalData,
  AuctionsPersonalData,
  OrdersPersonalData,
  BuyerInvoicesPersonalData,
  ShippingPersonalData,
  WorkshopsPersonalData,
  CommissionsPersonalData,
  KycPersonalData,
  AchievementsPersonalData,
];
