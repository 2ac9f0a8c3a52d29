import { RequiredImage } from './dto-decorators.js';

/** PUT /api/profile/picture: an image uploaded through POST /api/images (its id or its /media/images/… address). */
export class SetProfilePictureDto {
  @RequiredImage() image!: string;
}
