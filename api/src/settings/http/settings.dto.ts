/** Request bodies of the settings API (the deciders check the values themselves, naming each field). */
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ValidateIf } from 'class-validator';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_TONES, AUDIENCES } from '../domain/settings.events.js';
import type { AnnouncementAudience, AnnouncementTone, ToggleAudience } from '../domain/settings.events.js';
import { REASON_MAX } from '../domain/settings-rules.js';
import { OptionalInt } from '../../platform/http/optional-int.js';
import { MESSAGE_MAX } from '../domain/announcement.decider.js';

export class ChangeSettingsDto {
  /** The settings to change, by name (see GET /api/admin/settings); the others keep their value. */
  @IsObject() values!: Record<string, unknown>;
  @IsString() @MaxLength(REASON_MAX) reason!: string;
  /** The `revision` the form was read at: a change made meanwhile by someone else answers 409. */
  @IsInt() @Min(-1) expectedRevision!: number;
}

export class ChangeToggleDto {
  @IsBoolean() enabled!: boolean;
  @IsIn(AUDIENCES) audience!: ToggleAudience;
  @OptionalInt(0, 100) percentage?: number;
  @IsString() @MaxLength(REASON_MAX) reason!: string;
  @IsOptional() @IsInt() @Min(-1) expectedRevision?: number;
}

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class AnnouncementDto {
  @trim @IsString() @MaxLength(MESSAGE_MAX) message!: string;
  @trim @IsString() @MaxLength(MESSAGE_MAX) messageAr!: string;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() @MaxLength(200) link?: string | null;
  @IsOptional() @IsIn(ANNOUNCEMENT_TONES) tone?: AnnouncementTone;
  @IsISO8601({ strict: true }) startsAt!: string;
  @IsISO8601({ strict: true }) endsAt!: string;
  @IsIn(ANNOUNCEMENT_AUDIENCES) audience!: AnnouncementAudience;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() @MaxLength(40) role?: string | null;
}

export class WithdrawAnnouncementDto {
  @IsOptional() @IsString() @MaxLength(REASON_MAX) reason?: string;
}
