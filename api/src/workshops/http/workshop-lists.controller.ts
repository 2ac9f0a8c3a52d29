/** POST, PATCH and DELETE of one ticket tier, registration field or payment method of a workshop (its organiser or
 * staff); each a command on the workshop's stream, refused with the item's field named in both languages. */
import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { WorkshopListsService } from '../application/workshop-lists.service.js';
import type { WorkshopList } from '../domain/workshop-lists.js';
import { stripUndefined, workshopDetails } from './workshop-defaults.js';
import { NewPaymentMethodDto, NewRegistrationFieldDto, NewTicketTierDto } from './workshops.dto.js';
import { PaymentMethodChangesDto, RegistrationFieldChangesDto, TicketTierChangesDto } from './workshops.dto.js';
import type { CreateWorkshopDto } from './workshops.dto.js';

const ORGANISERS = ['workshop_organiser', 'gallery', 'admin'] as const;

@ApiTags('workshops')
@Controller('api/workshops/:id')
@Roles(...ORGANISERS)
export class WorkshopListsController {
  constructor(private readonly lists: WorkshopListsService) {}

  @Post('ticket-tiers')
  addTier(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: NewTicketTierDto) {
    return this.add(user, id, 'ticketTiers', body);
  }

  @Patch('ticket-tiers/:itemId')
  changeTier(@CurrentUser() user: AccountAccess, @Param() p: ItemParams, @Body() body: TicketTierChangesDto) {
    return this.lists.change(user, p.id, 'ticketTiers', changeOf(p, body));
  }

  @Delete('ticket-tiers/:itemId')
  @HttpCode(204)
  async removeTier(@CurrentUser() user: AccountAccess, @Param() p: ItemParams) {
    await this.lists.change(user, p.id, 'ticketTiers', removal(p));
  }

  @Post('registration-fields')
  addField(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: NewRegistrationFieldDto) {
    return this.add(user, id, 'registrationFields', body);
  }

  @Patch('registration-fields/:itemId')
  changeField(@CurrentUser() user: AccountAccess, @Param() p: ItemParams, @Body() body: RegistrationFieldChangesDto) {
    return this.lists.change(user, p.id, 'registrationFields', changeOf(p, body));
  }

  @Delete('registration-fields/:itemId')
  @HttpCode(204)
  async removeField(@CurrentUser() user: AccountAccess, @Param() p: ItemParams) {
    await this.lists.change(user, p.id, 'registrationFields', removal(p));
  }

  @Post('payment-methods')
  addMethod(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: NewPaymentMethodDto) {
    return this.add(user, id, 'paymentMethods', body);
  }

  @Patch('payment-methods/:itemId')
  changeMethod(@CurrentUser() user: AccountAccess, @Param() p: ItemParams, @Body() body: PaymentMethodChangesDto) {
    return this.lists.change(user, p.id, 'paymentMethods', changeOf(p, body));
  }

  @Delete('payment-methods/:itemId')
  @HttpCode(204)
  async removeMethod(@CurrentUser() user: AccountAccess, @Param() p: ItemParams) {
    await this.lists.change(user, p.id, 'paymentMethods', removal(p));
  }

  /** A new item completed with the defaults a new workshop's items get. */
  private add(user: AccountAccess, id: string, list: WorkshopList, body: object) {
    const [item] = workshopDetails({ [list]: [body] } as unknown as CreateWorkshopDto)[list];
    return this.lists.change(user, id, list, { type: 'AddListItem', item: item! });
  }
}

interface ItemParams {
  id: string;
  itemId: string;
}
const changeOf = (p: ItemParams, body: object) => ({
  type: 'ChangeListItem' as const,
  itemId: p.itemId,
  changes: stripUndefined(body),
});
const removal = (p: ItemParams) => ({ type: 'RemoveListItem' as const, itemId: p.itemId });
