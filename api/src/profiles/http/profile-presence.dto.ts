import { IsNotEmpty } from 'class-validator';
import { OptionalImage } from './dto-decorators.js';

/** PUT /api/profile/picture: an image uploaded through POST /api/images (its id or its /media/images/… address). */
export class SetProfilePictureDto {
  @IsNotEmpty() @OptionalImage() image!: string;
}
