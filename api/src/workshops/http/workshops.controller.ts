/** The spec's workshop calls (SPEC section 7) and the organisers' tools in the same style. */
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { idempotencyKey } from '../../platform/http/idempotency-key.js';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import { WorkshopQueries } from '../application/workshop-queries.js';
import { WorkshopWrites } from '../application/workshop-writes.service.js';
import { RegistrationCommands } from '../application/registration-commands.service.js';
import { OrganiserRecords } from '../application/organiser-records.service.js';
import { WaitlistQueries } from '../application/waitlist-queries.js';
import { WorkshopListsService } from '../application/workshop-lists.service.js';
import { AttendeeMailService } from '../application/attendee-mail.service.js';
import { CertificateService } from '../application/certificate.service.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limit/rate-limit.decorator.js';
import { paymentMethodViews, registrationFieldViews, tierViews, workshopView } from '../application/workshops-views.js';
import { CalendarQuery, ConfirmTransferDto, CreateWorkshopDto, MailAttendeesDto } from './workshops.dto.js';
import { PaymentMethodsQuery, RegisterDto, RegistrationSearchQuery, UpdateWorkshopDto } from './workshops.dto.js';
import { WorkshopListQuery } from './workshops.dto.js';
import { workshopChanges, workshopDetails } from './workshop-defaults.js';
import { RequiresFeature } from '../../settings/index.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { calendarHeaders } from '../../platform/calendar/ics-writer.js';
import { workshopCalendar } from '../application/workshop-calendar.js';

const ORGANISERS = ['workshop_organiser', 'gallery', 'admin'] as const;
/** Ten messages an hour per organiser. */
const ATTENDEE_MAIL_LIMIT: RateLimitPolicy = {
  bucket: 'workshop-attendee-mail',
  scope: 'user',
  points: 10,
  windowSeconds: 3600,
};

@ApiTags('workshops')
@Controller('api')
export class WorkshopsController {
  constructor(
    private readonly queries: WorkshopQueries,
    private readonly workshops: WorkshopWrites,
    private readonly registering: RegistrationCommands,
    private readonly records: OrganiserRecords,
    private readonly waitlist: WaitlistQueries,
    private readonly lists: WorkshopListsService,
    private readonly mailer: AttendeeMailService,
    private readonly certificates: CertificateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('workshops')
  @Public()
  list(@Query() query: WorkshopListQuery) {
    return this.queries.list(query);
  }

  @Get('workshops/featured')
  @Public()
  featured(@Query() query: WorkshopListQuery) {
    return this.queries.list(query, true);
  }

  /** The organiser's own workshops (every workshop for admins), drafts included. */
  @Get('workshops/organised')
  @Roles(...ORGANISERS)
  organised(@CurrentUser() user: AccountAccess) {
    return this.queries.organisedBy(user);
  }

  @Get('workshops/:id')
  @Public()
  async one(@CurrentUser() user: AccountAccess | undefined, @Param('id') id: string) {
    return workshopView(await this.queries.workshopDoc(id, user ?? null));
  }

  /** "Add to calendar": one VEVENT per session of a published (or cancelled) workshop; drafts are not found. */
  @Get('workshops/:id/calendar.ics')
  @Public()
  @ApiProduces('text/calendar')
  async calendar(@Param('id') id: string, @Query() query: CalendarQuery, @Res() res: Response) {
    const doc = await this.queries.workshopDoc(id);
    res
      .set(calendarHeaders(`workshop-${doc.id}.ics`))
      .send(workshopCalendar(doc, query.lang ?? 'en', this.config.publicUrl));
  }

  @Get('workshops/:id/ticket-tiers')
  async tiers(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    const doc = await this.queries.workshopDoc(id, user);
    return tierViews(doc, new Date(), await this.waitlist.place(doc.id, user.userId));
  }

  /** The active methods the dialog offers; `?all=true`, every method with its switch, for the organiser or staff. */
  @Get('workshops/:id/payment-methods')
  async paymentMethods(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Query() query: PaymentMethodsQuery,
  ) {
    if (query.all) return this.lists.all(user, id, 'paymentMethods');
    return paymentMethodViews(await this.queries.workshopDoc(id, user));
  }

  @Get('workshops/:id/registration-fields')
  async registrationFields(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return registrationFieldViews(await this.queries.workshopDoc(id, user));
  }

  @Post('workshops')
  @Roles(...ORGANISERS)
  create(@CurrentUser() user: AccountAccess, @Body() body: CreateWorkshopDto) {
    return this.workshops.createWorkshop(user, workshopDetails(body));
  }

  @Patch('workshops/:id')
  @Roles(...ORGANISERS)
  update(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: UpdateWorkshopDto) {
    return this.workshops.updateWorkshop(user, id, workshopChanges(body));
  }

  @Post('workshops/:id/publish')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  publish(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.workshops.publishOrCancel(user, id, 'PublishWorkshop');
  }

  @Post('workshops/:id/cancel')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  cancel(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.workshops.publishOrCancel(user, id, 'CancelWorkshop');
  }

  @Post('workshops/:id/register')
  @RequiresFeature('workshops')
  register(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Body() body: RegisterDto,
    @Headers('idempotency-key') key?: string,
  ) {
    return this.registering.register(user, id, body, idempotencyKey(key));
  }

  @Get('workshops/:id/registrations')
  @Roles(...ORGANISERS)
  async registrations(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Query() query: RegistrationSearchQuery,
  ) {
    return this.queries.registrationsOf(await this.queries.ownedWorkshop(id, user), query.q);
  }

  @Get('workshops/:id/registrations/export.csv')
  @Roles(...ORGANISERS)
  async exportRegistrations(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Res() res: Response) {
    const workshop = await this.queries.ownedWorkshop(id, user);
    await streamCsv(res, {
      filename: `workshop-${workshop.id}-attendees.csv`,
      options: {},
      page: ({ offset, limit }) => this.queries.attendeeRows(workshop, offset, limit),
    });
  }

  /** E-mail the selected attendees, each in their language (rate-limited: a message is not a newsletter). */
  @Post('workshops/:id/registrations/mail')
  @Roles(...ORGANISERS)
  @RateLimit(ATTENDEE_MAIL_LIMIT)
  mailAttendees(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: MailAttendeesDto) {
    return this.mailer.mail(user, id, body);
  }

  @Post('workshops/:id/registrations/:rid/check-in')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  checkIn(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Param('rid') rid: string) {
    return this.records.checkIn(user, id, rid);
  }

  @Post('workshops/:id/registrations/:rid/confirm-transfer')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  confirmTransfer(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('rid') rid: string,
    @Body() body: ConfirmTransferDto,
  ) {
    return this.records.confirmTransfer(user, id, rid, body.bankReference);
  }

  @Get('my-workshops')
  mine(@CurrentUser() user: AccountAccess) {
    return this.queries.myWorkshops(user.userId);
  }

  /** The certificate of attendance, English and Arabic (404 for anyone but the attendee; 422 before check-in). */
  @Get('my-workshops/:id/certificate.pdf')
  @ApiProduces('application/pdf')
  async certificate(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Res() res: Response) {
    const pdf = await this.certificates.pdf(user, id);
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="certificate-${id}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(pdf));
  }

  @Post('my-workshops/:id/cancel')
  @HttpCode(200)
  cancelMine(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.registering.cancelOwn(user, id);
  }
}
