/**
 * The API's contract for the storefront and the back-office: names for the generated schemas (api.ts, from
 * the API's OpenAPI document) so the front ends import these instead of copying roles, errors and views.
 */
import type { components, paths } from './api';
import {
  createArtworkDtoCategoryValues,
  createWorkshopDtoCategoryValues,
  createWorkshopDtoLocationTypeValues,
  createWorkshopDtoSkillLevelValues,
  genericErrorCodeValues,
  lifecycleStageValues,
  liveMessageTypeValues,
  moderatedCategoryValues,
  riskLevelValues,
  roleValues,
  staffRoleValues,
  userStatusValues,
} from './api';

export type { components, paths };
export type Schemas = components['schemas'];

/** A role an account holds; `roles[]` is authoritative (DESIGN.md section 4). */
export type Role = Schemas['Role'];
export const ROLES = roleValues;
/** Roles only an admin grants. */
export type StaffRole = Schemas['StaffRole'];
export const STAFF_ROLES = staffRoleValues;
/** The users read model's vocabularies (the back-office filters on them). */
export type UserStatus = Schemas['UserStatus'];
export const USER_STATUSES = userStatusValues;
export const RISK_LEVELS = riskLevelValues;
export const LIFECYCLE_STAGES = lifecycleStageValues;
/** Stream categories moderators read in the audit explorer (admins and auditors read every one). */
/** The artwork categories: the catalog's, which commission requests use too. */
export type ArtworkCategory = Schemas['CreateArtworkDto']['category'];
export const ARTWORK_CATEGORIES = createArtworkDtoCategoryValues;

/** A workshop's details as organisers send them (POST /api/workshops, any of them with PATCH), and their lists. */
export type WorkshopDetails = Omit<
  Schemas['CreateWorkshopDto'],
  'startDate' | 'imageUrl' | 'sessions' | 'refundPolicy' | 'ticketTiers' | 'registrationFields' | 'paymentMethods'
> & { startDate: string; imageUrl?: string | null };
export const WORKSHOP_CATEGORIES = createWorkshopDtoCategoryValues;
export const SKILL_LEVELS = createWorkshopDtoSkillLevelValues;
export const LOCATION_TYPES = createWorkshopDtoLocationTypeValues;

export type ModeratedCategory = Schemas['ModeratedCategory'];
export const MODERATED_CATEGORIES = moderatedCategoryValues;

/** Every error answer: `{ statusCode, code, message, messageAr, details }`. */
export type ApiError = Schemas['ApiError'];
export type ApiErrorDetail = Schemas['ApiErrorDetail'];
export type GenericErrorCode = Schemas['GenericErrorCode'];
export const GENERIC_ERROR_CODES = genericErrorCodeValues;

/** The live auction feed: `bid`, `extended` and `status` messages, each with the stream revision as id. */
export type LiveMessageType = Schemas['LiveMessageType'];
export const LIVE_MESSAGE_TYPES = liveMessageTypeValues;
export type LiveMessage =
  | { id: number; event: 'bid'; data: Schemas['LiveBidData'] }
  | { id: number; event: 'extended'; data: Schemas['LiveExtendedData'] }
  | { id: number; event: 'status'; data: Schemas['LiveStatusData'] };

export type ProjectionFailure = Schemas['ProjectionFailure'];
export type ProjectionHealth = Schemas['ProjectionHealth'];
export type ProjectionStatus = Schemas['ProjectionStatus'];
export type StructuredAddress = Schemas['StructuredAddress'];

export { csvCell, downloadCsv, toCsv, type CsvValue } from './csv';

/** The catalogue's open vocabularies (styles, media), named in English and Arabic. */
export * from './vocabularies';
