/**
 * The shipping context's commands: a seller saves their profile; an order that was paid opens its shipping order
 * (`openForOrder`, the entry point the orders context calls, idempotent per order); the seller ships it; the
 * seller, the assigned provider or the carrier's signed webhook records tracking; delivery is confirmed. Each
 * runs a decider on its stream (retrying a busy stream) and waits for the read model, so the answer shows it.
 */
import { Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, DomainError, forbidden, notFound } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import { UserQueries } from '../../identity/index.js';
import { shippingProfileDecider } from '../domain/shipping-profile.decider.js';
import { CLOCK_SKEW_MS, shippingOrderDecider, type ShippingActor } from '../domain/shipping-order.decider.js';
import type { Carrier, ShippingOrderOpenedData, ShippingProfile } from '../domain/shipping.events.js';
import { shippingOrdersProjection, shippingProfilesProjection } from '../projections/shipping.projections.js';
import { CarrierWebhooks, type CarrierDelivery } from './carrier-webhooks.js';
import { carrierReports, type RealCarrier } from './carrier-reports.js';
import { SELLER_ROLES, ShippingQueries, type ShippingOrderView } from './shipping-queries.js';

/** What the orders context gives when an order is paid: the opening's facts but the ship-by date (from the
 * seller's handling days); `carrier` is the buyer's choice, the seller's default carrier when absent. */
export type OpenShippingOrderInput = Omit<ShippingOrderOpenedData, 'shipBy' | 'carrier'> & { carrier?: Carrier | null };

/** Handling days when the seller has no profile yet. */
export const DEFAULT_HANDLING_DAYS = 3;
const DAY_MS = 86_400_000;

const actorOf = (user: AccountAccess): ShippingActor => ({ userId: user.userId, staff: user.roles.includes('admin') });

@Injectable()
export class ShippingCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: ShippingQueries,
    private readonly users: UserQueries,
    private readonly webhooks: CarrierWebhooks,
  ) {}

  async saveProfile(user: AccountAccess, profile: ShippingProfile) {
    if (!SELLER_ROLES.some((r) => user.roles.includes(r)))
      throw forbidden('Only artists and galleries keep a shipping profile.', 'ملف الشحن للفنانين والمعارض فقط.');
    await this.writes.runAs(
      shippingProfileDecider,
      user.userId,
      { type: 'SaveShippingProfile', sellerId: user.userId, profile },
      user.userId,
      shippingProfilesProjection.name,
    );
    return this.queries.profileOf(user.userId);
  }

  /** Opens the shipping order of a paid order (once: a second call answers the same order, recording nothing). */
  async openForOrder(input: OpenShippingOrderInput, now = new Date()): Promise<ShippingOrderView> {
    const profile = await this.queries.profileOf(input.sellerId);
    const handlingDays = profile?.handlingDays ?? DEFAULT_HANDLING_DAYS;
    await this.writes.runAs(
      shippingOrderDecider,
      input.orderId,
      {
        type: 'OpenShippingOrder',
        data: {
          ...input,
          carrier: input.carrier ?? profile?.defaultCarrier ?? null,
          shipBy: new Date(now.getTime() + handlingDays * DAY_MS).toISOString(),
        },
      },
      null,
      shippingOrdersProjection.name,
      { now },
    );
    return (await this.queries.order(input.orderId))!;
  }

  async ship(
    user: AccountAccess,
    orderId: string,
    form: { carrier: string; trackingNumber: string; providerId?: string | null },
    now = new Date(),
  ) {
    await this.queries.orderFor(orderId, user);
    const providerId = form.providerId || null;
    if (providerId !== null && !(await this.users.find(providerId))?.roles.includes('shipping_provider'))
      throw validationError([
        fieldProblem(
          'providerId',
          'invalid',
          'Choose an account with the shipping provider role.',
          'اختر حسابًا بدور مزوّد الشحن.',
        ),
      ]);
    await this.writes.runAs(
      shippingOrderDecider,
      orderId,
      {
        type: 'ShipOrder',
        orderId,
        actor: actorOf(user),
        carrier: form.carrier,
        trackingNumber: form.trackingNumber,
        providerId,
        now: now.toISOString(),
      },
      user.userId,
      shippingOrdersProjection.name,
      { now },
    );
    return this.queries.orderFor(orderId, user);
  }

  async track(
    user: AccountAccess,
    orderId: string,
    form: { status: string; at?: string; place: string; description: string },
    now = new Date(),
  ) {
    await this.queries.orderFor(orderId, user);
    await this.writes.runAs(
      shippingOrderDecider,
      orderId,
      {
        type: 'RecordTracking',
        orderId,
        actor: actorOf(user),
        status: form.status,
        at: form.at ?? now.toISOString(),
        place: form.place,
        description: form.description,
        source: 'manual',
        deliveryId: null,
        now: now.toISOString(),
      },
      user.userId,
      shippingOrdersProjection.name,
      { now },
    );
    return this.queries.orderFor(orderId, user);
  }

  async deliver(user: AccountAccess, orderId: string, now = new Date()) {
    await this.queries.orderFor(orderId, user);
    await this.writes.runAs(
      shippingOrderDecider,
      orderId,
      { type: 'ConfirmDelivery', orderId, actor: actorOf(user), now: now.toISOString() },
      user.userId,
      shippingOrdersProjection.name,
      { now },
    );
    return this.queries.orderFor(orderId, user);
  }

  /** A carrier's signed tracking report; `body` is the request body as sent (the signature covers it). */
  async webhook(carrier: string, body: string, signature: string, delivery: CarrierDelivery, now = new Date()) {
    if (!this.webhooks.verify(body, signature))
      throw forbidden('The webhook signature does not verify.', 'توقيع الإشعار غير صحيح.', 'bad_signature');
    const order = await this.queries.byTracking(carrier, delivery.trackingNumber);
    if (!order) throw notFound('Shipment', 'الشحنة');
    return this.record(carrier, order.orderId, delivery, now);
  }

  /**
   * A real carrier's post in its own documented format (carrier-reports.ts), authenticated by the key in its URL:
   * the whole body is read first (a bad one records nothing), then each report on its shipment; a tracking number
   * that is none of ours answers `orderId: null` and records nothing.
   */
  async fromCarrier(carrier: RealCarrier, key: string, body: unknown, now = new Date()) {
    if (!this.webhooks.verifyKey(carrier, key))
      throw new DomainError(
        'unauthenticated',
        'bad_key',
        'The webhook key does not verify.',
        'مفتاح الإشعار غير صحيح.',
      );
    const deliveries = carrierReports[carrier](body);
    const future = deliveries.findIndex((d) => Date.parse(d.at) > now.getTime() + CLOCK_SKEW_MS);
    if (future >= 0)
      throw validationError([
        fieldProblem(
          'at',
          'future',
          `The time of report ${future + 1} is in the future.`,
          `وقت التقرير ${future + 1} في المستقبل.`,
        ),
      ]);
    const results = [];
    for (const delivery of deliveries) {
      const order = await this.queries.byTracking(carrier, delivery.trackingNumber);
      results.push(
        order
          ? { trackingNumber: delivery.trackingNumber, ...(await this.record(carrier, order.orderId, delivery, now)) }
          : { trackingNumber: delivery.trackingNumber, orderId: null, recorded: false, status: null },
      );
    }
    return { results };
  }

  private async record(carrier: string, orderId: string, delivery: CarrierDelivery, now: Date) {
    const { events } = await this.writes.runAs(
      shippingOrderDecider,
      orderId,
      {
        type: 'RecordTracking',
        orderId,
        actor: null,
        status: delivery.status,
        at: delivery.at,
        place: delivery.place,
        description: delivery.description,
        source: 'webhook',
        deliveryId: `${carrier}:${delivery.deliveryId}`,
        now: now.toISOString(),
      },
      `carrier:${carrier}`,
      shippingOrdersProjection.name,
      { now },
    );
    const current = (await this.queries.order(orderId))!;
    return { orderId, recorded: events.length > 0, status: current.status };
  }
}
