/** A seller's, an organiser's and a person's own analytics (contract: "analytics context"). */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { AnalyticsQueries } from '../application/analytics-queries.js';
import { SellerDimensions } from '../application/seller-dimensions.js';
import { Lifecycle } from '../application/lifecycle.js';
import { OrganiserTiers } from '../application/organiser-tiers.js';
import { PeriodQuery, SellerAnalyticsQuery } from './analytics.dto.js';

const DEFAULT_PERIOD = 30;

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    private readonly queries: AnalyticsQueries,
    private readonly sellers: SellerDimensions,
    private readonly lifecycle: Lifecycle,
    private readonly tiers: OrganiserTiers,
  ) {}

  @Get('seller')
  @Roles('artist', 'gallery')
  async seller(@CurrentUser() user: AccountAccess, @Query() query: SellerAnalyticsQuery) {
    const period = query.period ?? DEFAULT_PERIOD;
    const to = this.queries.today();
    const { dims, parent, onlyArtist } = await this.sellers.of(user.userId, query.artistId);
    const [report, audience, topWorks, artists] = await Promise.all([
      this.queries.report(dims, period, to),
      this.queries.audience(dims, period, to),
      this.queries.top(parent, 'artwork', { period, to, by: 'views', onlyArtist }),
      this.sellers.representedArtists(user.userId),
    ]);
    return { ...report, audience, topWorks, artists };
  }

  /** The signed-in organiser's own workshops only (no id is taken): registrations, paid seats and their revenue
   * (`registrationRevenue`, halalas), refunds issued (`registrationRefunds`) and revenue net of them
   * (`netRegistrationRevenue`), check-ins and the attendance rate (check-ins over paid seats), the period
   * beside the one before; the workshops ranked by registrations; and registrations and revenue by ticket tier. */
  @Get('organiser')
  @Roles('workshop_organiser', 'gallery', 'admin')
  async organiser(@CurrentUser() user: AccountAccess, @Query() query: PeriodQuery) {
    const period = query.period ?? DEFAULT_PERIOD;
    const to = this.queries.today();
    const parent = `organiser:${user.userId}`;
    const [report, topWorkshops] = await Promise.all([
      this.queries.report([parent], period, to),
      this.queries.top(parent, 'workshop', { period, to, by: 'registrations' }),
    ]);
    return { ...report, topWorkshops, tiers: await this.tiers.of(user.userId, report) };
  }

  @Get('me')
  async me(@CurrentUser() user: AccountAccess, @Query() query: PeriodQuery) {
    return this.lifecycle.of(user, query.period ?? DEFAULT_PERIOD, this.queries.today());
  }
}
