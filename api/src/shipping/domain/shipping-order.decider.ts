/**
 * A shipping order (`shippingOrder-<orderId>`): opened once per paid order (opening again records nothing),
 * dispatched by its seller with a carrier and tracking number (optionally assigned to a shipping provider),
 * then tracking events by the seller, the assigned provider or the carrier's webhook. Status follows time, not
 * arrival: a tracking event older than the current status is kept as history and changes nothing; a repeated
 * webhook delivery records nothing. Delivered and returned are final. Delivery is confirmed by the buyer, the
 * seller, the provider, or the carrier reporting it, and starts the dispute window.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, requiredField, forbidden, illegalState } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import { CARRIERS, TRACKING_STATUSES } from './shipping.events.js';
import type { Carrier, ShippingEvent, ShippingOrderOpenedData, ShippingStatus } from './shipping.events.js';
import type { TrackingSource, TrackingStatus } from './shipping.events.js';

export const DISPUTE_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;
/** Carriers' clocks drift: a tracking time up to this far ahead of ours is accepted. */
export const CLOCK_SKEW_MS = 10 * 60_000;

export type ShippingOrderState =
  | { status: 'none' }
  | {
      status: ShippingStatus;
      orderId: string;
      sellerId: string;
      buyerId: string;
      providerId: string | null;
      carrier: Carrier | null;
      trackingNumber: string | null;
      /** When the current status was reached (carrier time for tracking events). */
      statusAt: string;
      deliveryIds: string[];
      delivered: boolean;
    };

/** Who acts on an order, as the handler resolves them (staff: admins). */
export interface ShippingActor {
  userId: string;
  staff: boolean;
}

export type ShippingOrderCommand =
  | { type: 'OpenShippingOrder'; data: ShippingOrderOpenedData }
  | {
      type: 'ShipOrder';
      orderId: string;
      actor: ShippingActor;
      carrier: string;
      trackingNumber: string;
      providerId: string | null;
      now: string;
    }
  | {
      type: 'RecordTracking';
      orderId: string;
      actor: ShippingActor | null;
      status: string;
      at: string;
      place: string;
      description: string;
      source: TrackingSource;
      deliveryId: string | null;
      now: string;
    }
  | { type: 'ConfirmDelivery'; orderId: string; actor: ShippingActor; now: string };

const FINAL: ShippingStatus[] = ['delivered', 'returned'];
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

const ensure = (problems: Array<FieldProblem | null>) => {
  const found = problems.filter((p): p is FieldProblem => p !== null);
  if (found.length > 0) throw validationError(found);
};
const isTime = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** Does a tracking event at `at` with `status` move an order whose status is `current` since `since`? */
export function advances(current: ShippingStatus, since: string, at: string): boolean {
  return !FINAL.includes(current) && current !== 'awaiting_shipment' && Date.parse(at) >= Date.parse(since);
}

type Opened = Exclude<ShippingOrderState, { status: 'none' }>;

function opened(state: ShippingOrderState): Opened {
  if (state.status === 'none')
    throw illegalState(
      'shipping_order_missing',
      'There is no shipping order for this order.',
      'لا يوجد طلب شحن لهذا الطلب.',
    );
  return state;
}

function roleOf(state: Opened, actor: ShippingActor): 'buyer' | 'seller' | 'provider' | 'staff' | null {
  if (actor.userId === state.sellerId) return 'seller';
  if (state.providerId !== null && actor.userId === state.providerId) return 'provider';
  if (actor.userId === state.buyerId) return 'buyer';
  return actor.staff ? 'staff' : null;
}

const notYours = () =>
  forbidden('This shipping order is not yours to change.', 'لا يحق لك تعديل طلب الشحن هذا.', 'not_shipping_party');

const endOfWindow = (from: string) => new Date(Date.parse(from) + DISPUTE_WINDOW_DAYS * DAY_MS).toISOString();

export function checkOpening(d: ShippingOrderOpenedData): FieldProblem[] {
  const problems: Array<FieldProblem | null> = [];
  for (const field of ['orderId', 'orderNumber', 'sellerId', 'buyerId', 'artworkId', 'artworkTitle'] as const)
    if (typeof d[field] !== 'string' || d[field].trim() === '') problems.push(requiredField(field));
  for (const field of ['recipientName', 'phone', 'country', 'city', 'line1'] as const)
    if (typeof d.address?.[field] !== 'string' || d.address[field].trim() === '')
      problems.push(requiredField(`address.${field}`));
  if (d.carrier !== null && !(CARRIERS as readonly string[]).includes(d.carrier))
    problems.push(
      fieldProblem('carrier', 'isIn', `Choose one of: ${CARRIERS.join(', ')}.`, 'اختر شركة شحن من القائمة.'),
    );
  if (!isTime(d.shipBy)) problems.push(fieldProblem('shipBy', 'isDate', 'Give an ISO time.', 'أدخل وقتًا بصيغة ISO.'));
  return problems.filter((p): p is FieldProblem => p !== null);
}

export const shippingOrderDecider: Decider<ShippingOrderState, ShippingOrderCommand, ShippingEvent> = {
  category: 'shippingOrder',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ShippingOrderOpened': {
        const { orderId, sellerId, buyerId, carrier } = event.data;
        return {
          status: 'awaiting_shipment',
          orderId,
          sellerId,
          buyerId,
          providerId: null,
          carrier,
          trackingNumber: null,
          statusAt: '0000',
          deliveryIds: [],
          delivered: false,
        };
      }
      case 'ShipmentDispatched':
        if (state.status === 'none') return state;
        return {
          ...state,
          status: 'shipped',
          carrier: event.data.carrier,
          trackingNumber: event.data.trackingNumber,
          providerId: event.data.providerId,
          statusAt: event.data.shippedAt,
        };
      case 'TrackingEventRecorded': {
        if (state.status === 'none') return state;
        const deliveryIds = event.data.deliveryId ? [...state.deliveryIds, event.data.deliveryId] : state.deliveryIds;
        return advances(state.status, state.statusAt, event.data.at)
          ? { ...state, status: event.data.status, statusAt: event.data.at, deliveryIds }
          : { ...state, deliveryIds };
      }
      case 'DeliveryConfirmed':
        if (state.status === 'none') return state;
        return {
          ...state,
          status: 'delivered',
          delivered: true,
          statusAt: state.status === 'delivered' ? state.statusAt : event.data.deliveredAt,
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'OpenShippingOrder': {
        if (state.status !== 'none') return [];
        const problems = checkOpening(command.data);
        if (problems.length > 0) throw validationError(problems);
        return [{ type: 'ShippingOrderOpened', data: command.data }];
      }
      case 'ShipOrder': {
        const order = opened(state);
        const role = roleOf(order, command.actor);
        if (role !== 'seller' && role !== 'staff') throw notYours();
        const trackingNumber = command.trackingNumber.trim();
        if (
          order.status !== 'awaiting_shipment' &&
          order.trackingNumber === trackingNumber &&
          order.carrier === command.carrier
        )
          return [];
        if (order.status !== 'awaiting_shipment')
          throw illegalState('shipping_order_shipped', 'This order has already shipped.', 'شُحن هذا الطلب من قبل.');
        ensure([
          (CARRIERS as readonly string[]).includes(command.carrier)
            ? null
            : fieldProblem('carrier', 'isIn', `Choose one of: ${CARRIERS.join(', ')}.`, 'اختر شركة شحن من القائمة.'),
          TRACKING_NUMBER.test(trackingNumber)
            ? null
            : fieldProblem(
                'trackingNumber',
                'format',
                'Enter 4 to 40 letters, digits or dashes.',
                'أدخل من 4 إلى 40 حرفًا أو رقمًا أو شرطة.',
              ),
          command.providerId === order.sellerId || command.providerId === order.buyerId
            ? fieldProblem('providerId', 'invalid', 'Choose a shipping provider.', 'اختر مزوّد شحن.')
            : null,
        ]);
        return [
          {
            type: 'ShipmentDispatched',
            data: {
              orderId: order.orderId,
              carrier: command.carrier as Carrier,
              trackingNumber,
              providerId: command.providerId,
              shippedAt: command.now,
            },
          },
        ];
      }
      case 'RecordTracking': {
        const order = opened(state);
        if (command.deliveryId !== null && order.deliveryIds.includes(command.deliveryId)) return [];
        if (command.actor !== null) {
          const role = roleOf(order, command.actor);
          if (role === null || role === 'buyer') throw notYours();
        }
        if (order.status === 'awaiting_shipment')
          throw illegalState(
            'shipping_order_not_shipped',
            'Record the shipment before its tracking.',
            'سجّل الشحن قبل تتبّعه.',
          );
        const place = command.place.trim();
        const description = command.description.trim();
        ensure([
          (TRACKING_STATUSES as readonly string[]).includes(command.status)
            ? null
            : fieldProblem(
                'status',
                'isIn',
                `Choose one of: ${TRACKING_STATUSES.join(', ')}.`,
                'اختر حالة تتبّع من القائمة.',
              ),
          !isTime(command.at)
            ? fieldProblem('at', 'isDate', 'Give the time as ISO 8601.', 'أدخل الوقت بصيغة ISO 8601.')
            : Date.parse(command.at) > Date.parse(command.now) + CLOCK_SKEW_MS
              ? fieldProblem('at', 'future', 'The time cannot be in the future.', 'لا يمكن أن يكون الوقت في المستقبل.')
              : null,
          place === ''
            ? requiredField('place')
            : place.length > 120
              ? fieldProblem('place', 'maxLength', 'Maximum 120 characters.', 'الحد الأقصى 120 حرفًا.')
              : null,
          description === ''
            ? requiredField('description')
            : description.length > 300
              ? fieldProblem('description', 'maxLength', 'Maximum 300 characters.', 'الحد الأقصى 300 حرف.')
              : null,
        ]);
        // A person recording on a closed order is told so; a carrier's late report is kept as history.
        if (command.actor !== null && FINAL.includes(order.status))
          throw illegalState('shipping_order_closed', 'This shipment is closed.', 'أُغلقت هذه الشحنة.');
        const status = command.status as TrackingStatus;
        const events: ShippingEvent[] = [
          {
            type: 'TrackingEventRecorded',
            data: {
              orderId: order.orderId,
              status,
              at: command.at,
              place,
              description,
              source: command.source,
              deliveryId: command.deliveryId,
            },
          },
        ];
        if (status === 'delivered' && advances(order.status, order.statusAt, command.at))
          events.push({
            type: 'DeliveryConfirmed',
            data: {
              orderId: order.orderId,
              confirmedBy: command.actor?.userId ?? `carrier:${order.carrier ?? 'unknown'}`,
              by: command.actor ? (roleOf(order, command.actor) as 'seller' | 'provider' | 'staff') : 'carrier',
              deliveredAt: command.at,
              disputeWindowEndsAt: endOfWindow(command.at),
            },
          });
        return events;
      }
      case 'ConfirmDelivery': {
        const order = opened(state);
        const role = roleOf(order, command.actor);
        if (role === null) throw notYours();
        if (order.delivered) return [];
        if (order.status === 'awaiting_shipment' || order.status === 'returned')
          throw illegalState(
            'shipping_order_not_in_transit',
            'Only a shipped order can be delivered.',
            'لا يُسلَّم إلا طلب تم شحنه.',
          );
        return [
          {
            type: 'DeliveryConfirmed',
            data: {
              orderId: order.orderId,
              confirmedBy: command.actor.userId,
              by: role,
              deliveredAt: command.now,
              disputeWindowEndsAt: endOfWindow(command.now),
            },
          },
        ];
      }
    }
  },
};
