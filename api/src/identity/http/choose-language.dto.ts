import { IsIn, IsString } from 'class-validator';
import { LANGUAGES } from '../domain/user.events.js';

/** PUT /api/profile/language: the language the person's mails come in, `en` or `ar`. */
export class ChooseLanguageDto {
  @IsString()
  @IsIn(LANGUAGES)
  language!: string;
}
