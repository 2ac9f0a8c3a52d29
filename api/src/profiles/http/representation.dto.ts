import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from './profile-http.vocabulary.js';
import { OptionalText } from './dto-decorators.js';

/** POST /api/representation-requests: an artist names a gallery, or a gallery names an artist. */
export class RepresentationRequestDto {
  @IsOptional() @IsString() @MaxLength(100) galleryId?: string;
  @IsOptional() @IsString() @MaxLength(100) artistId?: string;
  @OptionalText(LIMITS.message) message = '';
}
