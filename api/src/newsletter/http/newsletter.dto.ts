/** Request bodies and queries of the newsletter API (the deciders re-check what they record). */
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NEWSLETTER_LANGUAGES, TOPICS, type NewsletterLanguage, type Topic } from '../domain/newsletter.events.js';

export class SubscribeDto {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: NEWSLETTER_LANGUAGES })
  @IsIn(NEWSLETTER_LANGUAGES)
  language!: NewsletterLanguage;

  @ApiProperty({ enum: TOPICS, isArray: true, required: false })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TOPICS.length)
  @IsIn(TOPICS, { each: true })
  topics?: Topic[];

  @ApiProperty({ enum: ['footer', 'home', 'preferences'], required: false })
  @IsOptional()
  @IsIn(['footer', 'home', 'preferences'])
  source?: 'footer' | 'home' | 'preferences';
}

export class NewsletterTokenDto {
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class PreferencesDto {
  @IsBoolean()
  subscribed!: boolean;

  @ApiProperty({ enum: NEWSLETTER_LANGUAGES })
  @IsIn(NEWSLETTER_LANGUAGES)
  language!: NewsletterLanguage;

  @ApiProperty({ enum: TOPICS, isArray: true })
  @IsArray()
  @ArrayMaxSize(TOPICS.length)
  @IsIn(TOPICS, { each: true })
  topics!: Topic[];

  @ApiPropertyOptional({
    description: 'Let campaign mails count their opening (a tracking pixel). Left out: unchanged.',
  })
  @IsOptional()
  @IsBoolean()
  openTracking?: boolean;
}
