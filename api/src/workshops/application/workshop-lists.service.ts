/** The organiser's tiers, registration fields and payment methods, one item at a time (domain/workshop-lists.ts). */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import type { ListItemCommand, ListItems, WorkshopList } from '../domain/workshop-lists.js';
import { workshopsProjection, type WorkshopDoc } from '../projections/workshops.projections.js';
import { waitlistProjection } from '../projections/waitlist.projection.js';
import { isStaff, WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';
import { registrationFieldViews, tierViews } from './workshops-views.js';

type Change =
  | { type: 'AddListItem'; item: ListItems[WorkshopList] }
  | {
      type: 'ChangeListItem';
      itemId: string;
      changes: Partial<ListItems[WorkshopList]>;
    }
  | { type: 'RemoveListItem'; itemId: string };

/** Each list as the organiser's screens read it (payment methods inactive ones too). */
export const organiserListViews: Record<WorkshopList, (doc: WorkshopDoc) => Array<{ id: string }>> = {
  ticketTiers: (doc) => tierViews(doc),
  registrationFields: registrationFieldViews,
  paymentMethods: (doc) => doc.paymentMethods.map((m) => ({ ...m, workshopId: doc.id })),
};

@Injectable()
export class WorkshopListsService {
  constructor(
    private readonly queries: WorkshopQueries,
    private readonly writer: WorkshopsWriter,
  ) {}

  /** Runs the change on the workshop's stream; answers the item as it now reads (null once removed). */
  async change(user: AccountAccess, workshopId: string, list: WorkshopList, change: Change) {
    await this.queries.workshopDoc(workshopId, user);
    const item = change.type === 'AddListItem' ? { ...change.item, id: change.item.id || randomUUID() } : undefined;
    const command = {
      ...change,
      ...(item ? { item } : {}),
      list,
      actorId: user.userId,
      isAdmin: isStaff(user),
      now: new Date(),
      holdMs: await this.writer.holdMs(),
    } as ListItemCommand;
    await this.writer.run(workshopDecider, workshopId, command, user.userId, [
      workshopsProjection.name,
      waitlistProjection.name,
    ]);
    const id = item?.id ?? (change as { itemId: string }).itemId;
    const doc = await this.queries.workshopDoc(workshopId, user);
    return organiserListViews[list](doc).find((x) => x.id === id) ?? null;
  }

  /** Every item of a list, for the workshop's organiser or staff (403 for anyone else). */
  async all(user: AccountAccess, workshopId: string, list: WorkshopList) {
    return organiserListViews[list](await this.queries.ownedWorkshop(workshopId, user));
  }
}
