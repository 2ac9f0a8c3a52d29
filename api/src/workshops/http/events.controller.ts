/** Art events: the list with search, the six categories and a date range; RSVP; organisers' events; My Events. */
import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { forbidden } from '../../platform/errors/domain-errors.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import { isStaff, WorkshopQueries } from '../application/workshop-queries.js';
import { ArtEventCommands } from '../application/art-event-commands.service.js';
import { ArtEventDto, CalendarQuery, EventListQuery, RsvpDto, UpdateArtEventDto } from './workshops.dto.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { calendarHeaders } from '../../platform/calendar/ics-writer.js';
import { eventCalendar } from '../application/workshop-calendar.js';
import { eventDetails, stripUndefined } from './workshop-defaults.js';

const ORGANISERS = ['workshop_organiser', 'gallery', 'admin'] as const;

@ApiTags('events')
@Controller('api')
export class EventsController {
  constructor(
    private readonly queries: WorkshopQueries,
    private readonly commands: ArtEventCommands,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('events')
  @Public()
  list(@CurrentUser() user: AccountAccess | undefined, @Query() query: EventListQuery) {
    return this.queries.events(
      { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 24 },
      user?.userId ?? null,
    );
  }

  @Get('events/organised')
  @Roles(...ORGANISERS)
  organised(@CurrentUser() user: AccountAccess) {
    return this.queries.eventsOrganisedBy(user);
  }

  @Get('events/:id')
  @Public()
  one(@CurrentUser() user: AccountAccess | undefined, @Param('id') id: string) {
    return this.queries.event(id, user?.userId ?? null);
  }

  /** "Add to calendar": the event as one VEVENT (a cancelled one marked CANCELLED). */
  @Get('events/:id/calendar.ics')
  @Public()
  @ApiProduces('text/calendar')
  async calendar(@Param('id') id: string, @Query() query: CalendarQuery, @Res() res: Response) {
    const doc = await this.queries.eventDoc(id);
    res.set(calendarHeaders(`event-${doc.id}.ics`)).send(eventCalendar(doc, query.lang ?? 'en', this.config.publicUrl));
  }

  @Post('events')
  @Roles(...ORGANISERS)
  create(@CurrentUser() user: AccountAccess, @Body() body: ArtEventDto) {
    return this.commands.createEvent(user, eventDetails(body));
  }

  @Patch('events/:id')
  @Roles(...ORGANISERS)
  update(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: UpdateArtEventDto) {
    return this.commands.updateEvent(user, id, stripUndefined(body));
  }

  @Post('events/:id/cancel')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  cancel(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.commands.updateEvent(user, id, 'cancel');
  }

  @Post('events/:id/rsvp')
  @HttpCode(200)
  rsvp(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: RsvpDto) {
    return this.commands.rsvp(user.userId, id, body.status);
  }

  @Get('events/:id/attendees')
  @Roles(...ORGANISERS)
  async attendees(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.queries.attendees(await this.ownedEvent(user, id));
  }

  @Get('events/:id/attendees/export.csv')
  @Roles(...ORGANISERS)
  async exportAttendees(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Res() res: Response) {
    const event = await this.ownedEvent(user, id);
    const rows = await this.queries.attendees(event);
    await streamCsv(res, {
      filename: `event-${event.id}-attendees.csv`,
      options: {},
      columns: ['userId', 'status', 'rsvpedAt'],
      page: async ({ offset, limit }) => rows.slice(offset, offset + limit),
    });
  }

  @Get('my-events')
  mine(@CurrentUser() user: AccountAccess) {
    return this.queries.myEvents(user.userId);
  }

  private async ownedEvent(user: AccountAccess, id: string) {
    const event = await this.queries.eventDoc(id);
    if (!isStaff(user) && event.organiserId !== user.userId)
      throw forbidden(
        'Only the event’s organiser can see its attendees.',
        'لا يطّلع على حضور الفعالية إلا منظّمها.',
        'not_event_organiser',
      );
    return event;
  }
}
