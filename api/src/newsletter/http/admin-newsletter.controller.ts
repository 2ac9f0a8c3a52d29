/**
 * Back-office resources `newsletter/subscribers` (with each one's consent history) and `newsletter/campaigns`
 * (ra-data-simple-rest lists): moderators and auditors read; admins compose, schedule, send and cancel.
 */
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { NewsletterCampaigns } from '../application/campaigns.js';
import { CAMPAIGNS, type CampaignDoc } from '../projections/campaigns.projection.js';
import { SUBSCRIBERS, type SubscriberDoc } from '../projections/subscribers.projection.js';
import { CampaignDto, PreviewDto, ScheduleDto, SegmentDto } from './campaign.dto.js';
import { audienceOf } from '../application/campaign-audience.js';
import { outboxCounts } from '../../notifications/index.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const SUBSCRIBER_LIST: RaListSpec = {
  filters: { status: 'eq', language: 'eq', source: 'eq', userId: 'eq' },
  textFields: ['email'],
  sortable: ['requestedAt', 'confirmedAt', 'status', 'language', 'updatedAt'],
  defaultSort: { field: 'requestedAt', direction: 'desc' },
};
const CAMPAIGN_LIST: RaListSpec = {
  filters: { status: 'eq' },
  textFields: ['subject', 'subjectAr'],
  sortable: ['createdAt', 'sendAt', 'status', 'sent'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
const strip = ({ _stream, _revision, unsubscribedIds: _u, ...doc }: Record<string, unknown>) => doc;

@ApiTags('admin: newsletter')
@Controller('api/admin/newsletter')
@Roles('admin')
export class AdminNewsletterController {
  constructor(
    private readonly campaigns: NewsletterCampaigns,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  @Get('subscribers')
  @Roles(...STAFF_ROLES)
  async subscribers(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, SUBSCRIBER_LIST);
    const all = this.reads.collection<SubscriberDoc>(SUBSCRIBERS);
    const [items, total] = await Promise.all([
      all.find(options),
      all.count({ filter: options.filter, text: options.text }),
    ]);
    setContentRange(res, 'newsletter/subscribers', options.offset, items.length, total);
    return items.map(strip);
  }

  @Get('subscribers/:id')
  @Roles(...STAFF_ROLES)
  async subscriber(@Param('id') id: string) {
    const doc = await this.reads.collection<SubscriberDoc>(SUBSCRIBERS).get(id);
    if (!doc) throw notFound('Subscriber', 'المشترك');
    return strip(doc);
  }

  @Get('campaigns')
  @Roles(...STAFF_ROLES)
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, CAMPAIGN_LIST);
    const all = this.reads.collection<CampaignDoc>(CAMPAIGNS);
    const [items, total] = await Promise.all([
      all.find(options),
      all.count({ filter: options.filter, text: options.text }),
    ]);
    setContentRange(res, 'newsletter/campaigns', options.offset, items.length, total);
    return Promise.all(items.map((c) => this.withOutcomes(c)));
  }

  /** How its mails ended (delivered, refused for good, suppressed), from the mail outbox. */
  private async withOutcomes(campaign: CampaignDoc) {
    return { ...strip(campaign), ...(await outboxCounts(this.reads, campaign.id)) };
  }

  @Get('campaigns/:id')
  @Roles(...STAFF_ROLES)
  async one(@Param('id') id: string) {
    return this.withOutcomes(await this.campaigns.get(id));
  }

  @Post('campaigns/preview')
  @HttpCode(200)
  @Roles(...STAFF_ROLES)
  preview(@Body() body: PreviewDto) {
    return this.campaigns.preview(body);
  }

  /** How many confirmed subscribers a segment reaches now, for the compose form before anything is sent. */
  @Post('campaigns/audience')
  @HttpCode(200)
  @Roles(...STAFF_ROLES)
  async audience(@Body() segment: SegmentDto) {
    return { count: (await audienceOf(this.reads, segment)).length };
  }

  @Post('campaigns')
  async create(@Body() body: CampaignDto, @CurrentUser() admin: AccountAccess) {
    return strip(await this.campaigns.draft(body, admin.userId));
  }

  @Put('campaigns/:id')
  async edit(@Param('id') id: string, @Body() body: CampaignDto, @CurrentUser() admin: AccountAccess) {
    return strip(await this.campaigns.edit(id, body, admin.userId));
  }

  @Post('campaigns/:id/schedule')
  @HttpCode(200)
  async schedule(@Param('id') id: string, @Body() body: ScheduleDto, @CurrentUser() admin: AccountAccess) {
    return strip(await this.campaigns.schedule(id, new Date(body.sendAt).toISOString(), admin.userId));
  }

  @Post('campaigns/:id/send')
  @HttpCode(200)
  async send(@Param('id') id: string, @CurrentUser() admin: AccountAccess) {
    return strip(await this.campaigns.send(id, admin.userId));
  }

  @Post('campaigns/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() admin: AccountAccess) {
    return strip(await this.campaigns.cancel(id, admin.userId));
  }
}
