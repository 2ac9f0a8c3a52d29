/** The body of a static page's change (the decider checks each text, naming `sections.<i>.<field>`). */
import { ArrayMaxSize, IsArray, IsInt, IsObject, IsString, MaxLength, Min } from 'class-validator';
import { REASON_MAX } from '../domain/settings-rules.js';
import { SECTIONS_MAX, type ContentSection } from '../domain/page-content.js';

export class PageContentDto {
  @IsString() @MaxLength(120) title!: string;
  @IsString() @MaxLength(120) titleAr!: string;
  @IsString() @MaxLength(600) summary!: string;
  @IsString() @MaxLength(600) summaryAr!: string;
  @IsArray() @ArrayMaxSize(SECTIONS_MAX) @IsObject({ each: true }) sections!: ContentSection[];
  @IsString() @MaxLength(REASON_MAX) reason!: string;
  @IsInt() @Min(-1) expectedRevision!: number;
}
