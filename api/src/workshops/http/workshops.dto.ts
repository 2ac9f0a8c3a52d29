/** Request bodies and queries of the workshops and events API (the deciders re-check what spans fields). */
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsISO8601, IsNotEmpty } from 'class-validator';
import { IsNumber, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate } from 'class-validator';
import { ValidateIf, ValidateNested, ValidatorConstraint } from 'class-validator';
import type { ValidatorConstraintInterface } from 'class-validator';
import { OmitType, PartialType } from '@nestjs/swagger';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { PageNumber } from '../../platform/http/paging.js';
import { EVENT_CATEGORIES, FIELD_TYPES, LOCATION_TYPES, MAX_CANCELLATION_POLICY } from '../domain/workshops.events.js';
import { PAYMENT_PROVIDERS, PROMO_KINDS, RSVP_STATUSES, SKILL_LEVELS } from '../domain/workshops.events.js';
import { WORKSHOP_CATEGORIES } from '../domain/workshops.events.js';
import type { EventCategory, FieldType, LocationType, PaymentProvider, PromoKind } from '../domain/workshops.events.js';
import type { RsvpStatus, SkillLevel, WorkshopCategory } from '../domain/workshops.events.js';
import { MAX_SESSIONS } from '../domain/calendar-times.js';
import { MAX_REFUND_STEPS } from '../domain/refund-policy.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Required text, trimmed, not blank. */
const Text = (max: number) => applyDecorators(trim, IsString(), IsNotEmpty(), MaxLength(max));
/** Optional text, trimmed; absent is "". */
const OptText = (max: number) => applyDecorators(IsOptional(), trim, IsString(), MaxLength(max));
/** A non-negative amount with at most two decimals. */
const Amount = (max = 1_000_000) =>
  applyDecorators(IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }), Min(0), Max(max));
const TextList = (max: number) =>
  applyDecorators(IsOptional(), IsArray(), ArrayMaxSize(20), IsString({ each: true }), MaxLength(max, { each: true }));
/** 3–20 letters, digits or hyphens (matched case-insensitively). */
const PromoCode = () => applyDecorators(trim, IsString(), Matches(/^[A-Za-z0-9-]{3,20}$/));
/** Absent keeps the default; null is refused. */
const NotNull = () => ValidateIf((_o, v) => v !== undefined);

@ValidatorConstraint({ name: 'isStringMap' })
class StringMap implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= 50 && entries.every(([k, v]) => k.length <= 100 && typeof v === 'string' && v.length <= 2000)
    );
  }
  defaultMessage(): string {
    return 'must map field names to texts';
  }
}

export class TicketTierDto {
  @Text(100) id!: string;
  @Text(200) tierName!: string;
  @Text(200) tierNameAr!: string;
  @MultiLine() @OptText(2000) description?: string;
  @MultiLine() @OptText(2000) descriptionAr?: string;
  @Amount() price!: number;
  @IsOptional() @IsIn(['SAR']) currency?: string;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsInt() @Min(1) @Max(100_000) maxQuantity?: number | null;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsISO8601({ strict: true }) earlyBirdEndDate?: string | null;
  @NotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  discountPercentage?: number;
  @TextList(300) benefits?: string[];
  @TextList(300) benefitsAr?: string[];
}

export class RegistrationFieldDto {
  @Text(100) id!: string;
  @Text(100) fieldName!: string;
  @Text(200) fieldLabel!: string;
  @Text(200) fieldLabelAr!: string;
  @IsIn(FIELD_TYPES) fieldType!: FieldType;
  @OptText(200) placeholder?: string;
  @OptText(200) placeholderAr?: string;
  @TextList(200) fieldOptions?: string[];
  @TextList(200) fieldOptionsAr?: string[];
  @NotNull() @IsBoolean() isRequired?: boolean;
}

export class PaymentMethodDto {
  @Text(100) id!: string;
  @IsIn(PAYMENT_PROVIDERS) paymentProvider!: PaymentProvider;
  @NotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(20)
  transactionFeePercentage?: number;
  @NotNull() @Amount(1000) fixedTransactionFee?: number;
  @NotNull() @IsBoolean() isActive?: boolean;
}

/** Defaults (workshop-defaults.ts) fill what a new item leaves out; no initialisers here, so a PATCH of one item
 * changes only the fields it names. POST …/ticket-tiers (and the other two lists): the id is chosen when left out. */
export class NewTicketTierDto extends OmitType(TicketTierDto, ['id']) {
  @IsOptional() @Text(100) id?: string;
}
export class TicketTierChangesDto extends PartialType(OmitType(TicketTierDto, ['id'])) {}
export class NewRegistrationFieldDto extends OmitType(RegistrationFieldDto, ['id']) {
  @IsOptional() @Text(100) id?: string;
}
export class RegistrationFieldChangesDto extends PartialType(OmitType(RegistrationFieldDto, ['id'])) {}
export class NewPaymentMethodDto extends OmitType(PaymentMethodDto, ['id']) {
  @IsOptional() @Text(100) id?: string;
}
export class PaymentMethodChangesDto extends PartialType(OmitType(PaymentMethodDto, ['id'])) {}

/** One session: ISO times with their offset (the forms send Asia/Riyadh, +03:00). */
export class WorkshopSessionDto {
  @IsISO8601({ strict: true }) startsAt!: string;
  @IsISO8601({ strict: true }) endsAt!: string;
}

/** The most seats an organiser may let one person take in one registration. */
const MAX_SEATS_PER_PERSON = 20;

/** One step of a refund policy: cancelled at least `daysBefore` Riyadh days before the start, `percent` back. */
export class RefundStepDto {
  @IsInt() @Min(0) @Max(365) daysBefore!: number;
  @IsInt() @Min(0) @Max(100) percent!: number;
}

/** A workshop's refund policy: up to five steps (none: nothing back once registered). */
export class RefundPolicyDto {
  @IsArray()
  @ArrayMaxSize(MAX_REFUND_STEPS)
  @ValidateNested({ each: true })
  @Type(() => RefundStepDto)
  steps!: RefundStepDto[];
}

/** POST /api/workshops: a draft with every SPEC field in both languages (defaults: workshop-defaults.ts). */
export class CreateWorkshopDto {
  @Text(200) title!: string;
  @Text(200) titleAr!: string;
  @MultiLine() @OptText(5000) description?: string;
  @MultiLine() @OptText(5000) descriptionAr?: string;
  @IsIn(WORKSHOP_CATEGORIES) category!: WorkshopCategory;
  @IsIn(SKILL_LEVELS) skillLevel!: SkillLevel;
  @IsISO8601({ strict: true }) startDate!: string;
  @OptText(100) duration?: string;

  /** In order, not overlapping, the first at `startDate` (the decider checks, an empty list too); left out: what `duration` gives. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SESSIONS)
  @ValidateNested({ each: true })
  @Type(() => WorkshopSessionDto)
  sessions?: WorkshopSessionDto[];

  @IsInt() @Min(1) @Max(100_000) maxParticipants!: number;
  @IsIn(LOCATION_TYPES) locationType!: LocationType;
  @OptText(300) location?: string;
  @OptText(300) locationAr?: string;
  @IsOptional() @Amount() price?: number;
  @IsOptional() @IsIn(['SAR']) currency?: string;
  @OptText(200) instructor?: string;
  @MultiLine() @OptText(2000) materials?: string;
  @MultiLine() @OptText(2000) prerequisites?: string;
  @IsOptional() @IsBoolean() certificate?: boolean;
  @MultiLine() @OptText(MAX_CANCELLATION_POLICY) cancellationPolicy?: string;
  /** The policy in Arabic ("" when left out: the reader sees the English one). */
  @MultiLine() @OptText(MAX_CANCELLATION_POLICY) cancellationPolicyAr?: string;
  /** What a cancelling attendee gets back (left out: full until 7 days before, half until 2, none after). */
  @IsOptional() @ValidateNested() @Type(() => RefundPolicyDto) refundPolicy?: RefundPolicyDto;
  @IsOptional() @IsBoolean() featured?: boolean;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() @MaxLength(300) imageUrl?: string | null;

  /** Seats one person may take in one registration (1 when left out). */
  @IsOptional() @IsInt() @Min(1) @Max(MAX_SEATS_PER_PERSON) maxSeatsPerPerson?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => TicketTierDto)
  ticketTiers?: TicketTierDto[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => RegistrationFieldDto)
  registrationFields?: RegistrationFieldDto[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => PaymentMethodDto)
  paymentMethods?: PaymentMethodDto[];
}

/** PATCH /api/workshops/{id}: any of the fields; a list given replaces the whole list. */
export class UpdateWorkshopDto extends PartialType(CreateWorkshopDto) {}

export class PersonalInfoDto {
  @Text(100) firstName!: string;
  @Text(100) lastName!: string;
  @trim @IsEmail() @MaxLength(254) email!: string;
  @OptText(40) phone?: string;
}

/** POST /api/workshops/{id}/register: the spec's body (SPEC section 7). */
export class RegisterDto {
  @Text(100) ticketTierId!: string;
  @IsIn(PAYMENT_PROVIDERS) paymentMethod!: PaymentProvider;
  @Amount() totalAmount!: number;
  @IsOptional() @IsIn(['SAR']) currency?: string;
  @IsOptional() @Amount() discountAmount?: number;
  @ValidateNested() @Type(() => PersonalInfoDto) personalInfo!: PersonalInfoDto;
  @IsOptional() @IsObject() @Validate(StringMap) customResponses?: Record<string, string>;
  /** A promo code of the workshop's, any case; the server takes it off the early-bird price. */
  @IsOptional() @PromoCode() promoCode?: string;
  /** Seats, all on the buyer's personal info (1 when left out; up to the workshop's `maxSeatsPerPerson`). */
  @IsOptional() @IsInt() @Min(1) @Max(MAX_SEATS_PER_PERSON) quantity?: number;
}

/** POST /api/workshops/{id}/promo-codes. */
export class CreatePromoCodeDto {
  @PromoCode() code!: string;
  @IsIn(PROMO_KINDS) kind!: PromoKind;
  /** A percentage (1–100) or an amount off in the tier's currency (SAR). */
  @Amount() amount!: number;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  tierIds?: string[];
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsInt() @Min(1) @Max(100_000) maxUses?: number | null;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsISO8601({ strict: true }) validUntil?: string | null;
}

/** POST /api/workshops/{id}/promo-codes/check: what a ticket costs with the code, before paying. */
export class CheckPromoCodeDto {
  @PromoCode() promoCode!: string;
  @Text(100) ticketTierId!: string;
  @IsOptional() @IsIn(PAYMENT_PROVIDERS) paymentMethod?: PaymentProvider;
  @IsOptional() @IsInt() @Min(1) @Max(MAX_SEATS_PER_PERSON) quantity?: number;
}

export class PromoCodeParams {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @PromoCode() code!: string;
}

export class PaymentMethodsQuery {
  @IsOptional() @IsIn(['true']) all?: 'true';
}

export class WorkshopListQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(WORKSHOP_CATEGORIES) category?: WorkshopCategory;
  @IsOptional() @IsIn(SKILL_LEVELS) level?: SkillLevel;
  @IsOptional() @IsIn(LOCATION_TYPES) locationType?: LocationType;
}

export class RegistrationSearchQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
}

export class ConfirmTransferDto {
  @Text(100) bankReference!: string;
}

export class ArtEventDto {
  @Text(200) title!: string;
  @Text(200) titleAr!: string;
  @MultiLine() @OptText(5000) description?: string;
  @MultiLine() @OptText(5000) descriptionAr?: string;
  @IsIn(EVENT_CATEGORIES) category!: EventCategory;
  @IsISO8601({ strict: true }) startDate!: string;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsISO8601({ strict: true }) endDate?: string | null;
  @IsOptional() @IsBoolean() isOnline?: boolean;
  @OptText(300) venue?: string;
  @OptText(300) venueAr?: string;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsInt() @Min(1) @Max(100_000) capacity?: number | null;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() @MaxLength(300) imageUrl?: string | null;
}

export class UpdateArtEventDto extends PartialType(ArtEventDto) {}

export class RsvpDto {
  @IsIn(RSVP_STATUSES) status!: RsvpStatus;
}

export class EventListQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(EVENT_CATEGORIES) category?: EventCategory;
  @IsOptional() @IsISO8601({ strict: true }) from?: string;
  @IsOptional() @IsISO8601({ strict: true }) to?: string;
  @PageNumber(24) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
}

export class WebhookDto {
  @Text(200) reference!: string;
  @IsIn(['succeeded', 'failed', 'refunded']) status!: 'succeeded' | 'failed' | 'refunded';
  @Amount() amount!: number;
  @Text(200) deliveryId!: string;
  /** A `refunded` delivery: which of our refunds it confirms. */
  @IsOptional() @Text(200) refundId?: string;
}

/** POST …/registrations/{rid}/refunds: the organiser's or an admin's refund (up to what is left) and why. */
export class RegistrationRefundDto {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }) @Min(0.01) @Max(1_000_000) amount!: number;
  @MultiLine() @Text(500) reason!: string;
}

/** The language of an "Add to calendar" file's texts (English unless asked). */
export class CalendarQuery {
  @IsOptional() @IsIn(['en', 'ar']) lang?: 'en' | 'ar';
}

/** The waiting list's path: the workshop and one of its ticket tiers. */
export class WaitlistParams {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) tierId!: string;
}

/** POST /api/workshops/{id}/registrations/mail: the organiser's words to the registrations chosen. */
export class MailAttendeesDto {
  @IsArray()
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(100, { each: true })
  registrationIds!: string[];
  @Text(200) subject!: string;
  @MultiLine() @Text(5000) body!: string;
}
