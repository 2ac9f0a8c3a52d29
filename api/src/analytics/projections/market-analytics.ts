/**
 * Auctions, invoices, workshops and people into buckets. Revenue is what the invoices say, counted on the day an
 * invoice is issued (a draft is not revenue); a credit note counts as a refund. The buyer's premium and workshop
 * payments are their own sources beside it.
 */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import { Bumps, type Counters } from './buckets.js';
import { artworkDims, keep, ref, type ArtworkRef, type AuctionRef, type InvoiceRef } from './refs.js';
import { tierNames, type RegistrationRef, type WorkshopRef } from './refs.js';
import type { AnalyticsSourceEvent } from './source-events.js';

const PLATFORM = 'platform';

/** An auction's figures go to its seller and, when it sells an artwork, to that artwork (and the seller's artist). */
async function auctionDims(ctx: ProjectionContext, auction: AuctionRef): Promise<Array<[string, string | null]>> {
  const seller = `seller:${auction.sellerId}`;
  if (!auction.artworkId) return [[seller, null]];
  const artwork = await ref<ArtworkRef>(ctx, `artwork:${auction.artworkId}`);
  const dims = artworkDims(artwork && { ...artwork, sellerId: auction.sellerId }, auction.artworkId);
  return dims.length > 0 ? dims : [[seller, null]];
}

export async function marketBumps(
  event: StoredEvent<AnalyticsSourceEvent>,
  ctx: ProjectionContext,
  bumps: Bumps,
): Promise<void> {
  switch (event.type) {
    case 'AuctionScheduled': {
      const { auctionId, sellerId, startingBid, artwork } = event.data;
      const auction: AuctionRef = {
        id: `auction:${auctionId}`,
        sellerId,
        artworkId: artwork?.artworkId ?? null,
        startingBid,
        bidders: [],
      };
      await keep(ctx, auction);
      for (const [dim, parent] of await auctionDims(ctx, auction)) bumps.add(dim, { lots: 1 }, parent);
      bumps.add(PLATFORM, { lots: 1 });
      return;
    }
    case 'BidPlaced': {
      const auction = await ref<AuctionRef>(ctx, `auction:${event.data.auctionId}`);
      if (!auction) return;
      const newBidder = !auction.bidders.includes(event.data.bidderId);
      const counters = { bids: 1, bidders: newBidder ? 1 : 0 };
      for (const [dim, parent] of await auctionDims(ctx, auction)) bumps.add(dim, counters, parent);
      bumps.add(`user:${event.data.bidderId}`, { bidsPlaced: 1 });
      bumps.add(PLATFORM, counters);
      if (newBidder) await keep(ctx, { ...auction, bidders: [...auction.bidders, event.data.bidderId] });
      return;
    }
    case 'AuctionClosed': {
      const auction = await ref<AuctionRef>(ctx, `auction:${event.data.auctionId}`);
      if (!auction) return;
      const data = event.data;
      const counters: Counters =
        data.outcome === 'sold'
          ? { lotsSold: 1, hammer: data.hammer, startingSold: auction.startingBid, premium: data.premium }
          : { lotsUnsold: 1 };
      for (const [dim, parent] of await auctionDims(ctx, auction)) bumps.add(dim, counters, parent);
      if (data.outcome === 'sold') bumps.add(`user:${data.winnerId}`, { lotsWon: 1 });
      bumps.add(PLATFORM, counters);
      return;
    }
    case 'InvoiceDrafted': {
      const { invoiceId, seller, amounts, documentKind } = event.data;
      await keep<InvoiceRef>(ctx, {
        id: `invoice:${invoiceId}`,
        sellerId: seller.sellerId,
        kind: documentKind ?? 'invoice',
        total: amounts.totalHalalas,
        vat: amounts.vatHalalas,
        taxable: amounts.taxableHalalas,
        issued: false,
      });
      return;
    }
    case 'InvoiceIssued': {
      const invoice = await ref<InvoiceRef>(ctx, `invoice:${event.data.invoiceId}`);
      if (!invoice || invoice.issued) return;
      const counters: Counters =
        invoice.kind === 'creditNote'
          ? { refunds: invoice.total, refundedVat: invoice.vat, creditNotes: 1 }
          : { invoices: 1, revenue: invoice.total, vat: invoice.vat, net: invoice.taxable };
      bumps.add(`seller:${invoice.sellerId}`, counters);
      bumps.add(PLATFORM, counters);
      await keep<InvoiceRef>(ctx, { ...invoice, issued: true });
      return;
    }
    case 'WorkshopCreated': {
      const { workshopId, organiserId, title, titleAr, ticketTiers } = event.data;
      const tiers = tierNames(ticketTiers);
      await keep<WorkshopRef>(ctx, { id: `workshop:${workshopId}`, organiserId, title, titleAr, tiers });
      return;
    }
    case 'WorkshopUpdated': {
      const workshop = await ref<WorkshopRef>(ctx, `workshop:${event.data.workshopId}`);
      const { title, titleAr, ticketTiers } = event.data;
      if (workshop) await keep<WorkshopRef>(ctx, { ...workshop, title, titleAr, tiers: tierNames(ticketTiers) });
      return;
    }
    case 'RegistrationPlaced': {
      const { registrationId, workshopId, userId, tierId } = event.data;
      const workshop = await ref<WorkshopRef>(ctx, `workshop:${workshopId}`);
      const registration: RegistrationRef = {
        id: `registration:${registrationId}`,
        workshopId,
        organiserId: workshop?.organiserId ?? null,
        userId,
        tierId,
      };
      await keep(ctx, registration);
      return registrationBumps(registration, { registrations: 1, [`registrations_${tierId}`]: 1 }, bumps, {
        registrations: 1,
      });
    }
    case 'RegistrationRefunded': {
      // Counted on the day the money went back, beside the revenue counted on the day it came in.
      const registration = await ref<RegistrationRef>(ctx, `registration:${event.data.registrationId}`);
      if (!registration) return;
      const amount = Math.round(event.data.amount * 100);
      const counters = { registrationRefunds: amount, [`refunds_${registration.tierId}`]: amount };
      return registrationBumps(registration, counters, bumps, {});
    }
    case 'RegistrationPaid':
    case 'RegistrationCheckedIn':
    case 'RegistrationCancelled': {
      const registration = await ref<RegistrationRef>(ctx, `registration:${event.data.registrationId}`);
      if (!registration) return;
      if (event.type === 'RegistrationPaid') {
        // Money in buckets is in halalas, as everywhere in analytics; the workshops context pays in riyals.
        const amount = Math.round(event.data.amount * 100);
        const counters = { paid: 1, registrationRevenue: amount, [`revenue_${registration.tierId}`]: amount };
        return registrationBumps(registration, counters, bumps, {});
      }
      if (event.type === 'RegistrationCheckedIn')
        return registrationBumps(registration, { checkIns: 1 }, bumps, { attended: 1 });
      return registrationBumps(registration, { cancellations: 1 }, bumps, {});
    }
    case 'UserRegistered':
      bumps.add(PLATFORM, { newUsers: 1 });
      return;
    case 'UserSignedIn':
      bumps.add(PLATFORM, { signIns: 1 });
      return;
    case 'RolesChosen':
    case 'RolesChanged': {
      const before = event.type === 'RolesChanged' ? event.data.previousRoles : [];
      const gained = event.data.roles.filter((role) => !before.includes(role));
      if (gained.length > 0) bumps.add(PLATFORM, Object.fromEntries(gained.map((role) => [`role_${role}`, 1])));
      return;
    }
    default:
      return;
  }
}

function registrationBumps(
  registration: RegistrationRef,
  counters: Record<string, number>,
  bumps: Bumps,
  person: Record<string, number>,
) {
  const organiser = registration.organiserId ? `organiser:${registration.organiserId}` : null;
  bumps.add(organiser, counters);
  bumps.add(`workshop:${registration.workshopId}`, counters, organiser);
  bumps.add(PLATFORM, counters);
  if (Object.keys(person).length > 0) bumps.add(`user:${registration.userId}`, person);
}
