/**
 * The storefront's texts and their overrides: the storefront fetches the overrides at start (`/api/translations`,
 * cacheable for a minute), staff read every text with its shipped value and override (`/api/admin/translations`,
 * the Translations tab), and admins override or revert one in either language.
 */
import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { StorefrontTranslations } from '../application/translations.js';
import { ChangeTranslationDto } from './translations.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

/** `q` searches the key and both texts, shipped and overridden, in either language. */
const TRANSLATION_LIST: RaListSpec = {
  filters: { overridden: 'eq' },
  textFields: ['key', 'bundledEn', 'bundledAr', 'en', 'ar'],
  sortable: ['key', 'updatedAt'],
  defaultSort: { field: 'key', direction: 'asc' },
  maxPageSize: 200,
};

/** The list options, with `overridden` a flag: any other value is refused by name rather than matching nothing. */
function translationList(query: RaListQuery) {
  const options = parseRaList(query, TRANSLATION_LIST);
  const overridden = options.filter?.overridden;
  if (overridden !== undefined && typeof overridden !== 'boolean')
    throw validationError([
      fieldProblem(
        'filter.overridden',
        'isBoolean',
        'overridden is true or false.',
        'قيمة overridden إما true أو false.',
      ),
    ]);
  return options;
}

@ApiTags('translations')
@Controller('api')
export class TranslationsController {
  constructor(private readonly translations: StorefrontTranslations) {}

  @Get('translations')
  @Public()
  async overrides(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'public, max-age=60');
    return this.translations.publicOverrides();
  }

  @Get('admin/translations')
  @Roles(...STAFF_ROLES)
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = translationList(query);
    const page = await this.translations.list(options);
    setContentRange(res, 'translations', options.offset, page.items.length, page.total);
    return page.items;
  }

  @Get('admin/translations/:key')
  @Roles(...STAFF_ROLES)
  one(@Param('key') key: string) {
    return this.translations.one(key);
  }

  @Put('admin/translations/:key')
  @Roles('admin')
  change(@Param('key') key: string, @Body() body: ChangeTranslationDto, @CurrentUser() admin: AccountAccess) {
    return this.translations.change(admin.userId, key, body);
  }
}
