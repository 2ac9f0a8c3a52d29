import type { ArtworkDetails, DisplayName } from './artwork.events.js';
import type { Availability } from './artwork.vocabulary.js';

/** Who acts: their user id and roles, as the session read them for this request. */
export interface Actor {
  userId: string;
  roles: string[];
}

interface Base {
  artworkId: string;
  actor: Actor;
  /** ISO time of the command, from the handler (never read inside decide). */
  at: string;
}

export type CreateArtwork = Base & {
  type: 'CreateArtwork';
  artistId: string;
  galleryId: string | null;
  artist: DisplayName;
  gallery: DisplayName | null;
  details: ArtworkDetails;
  priceHalalas: number | null;
  availability: Availability;
};
export type EditArtwork = Base & { type: 'EditArtwork'; changes: Partial<ArtworkDetails> };
export type PublishArtwork = Base & { type: 'PublishArtwork' };
export type WithdrawArtwork = Base & { type: 'WithdrawArtwork'; reason: string | null };
export type ModerateWithdrawArtwork = Base & { type: 'ModerateWithdrawArtwork'; reason: string };
export type ChangeAvailability = Base & { type: 'ChangeAvailability'; availability: Availability };
export type ChangePrice = Base & { type: 'ChangePrice'; priceHalalas: number | null };
/** The orders context's moves (never from HTTP): reserve for an order, release its reservation, or sell to it.
 * `priceHalalas`, when given, must still be the listed price (a buy-now at a price that just changed is refused).
 * `reserve_commissioned`: the work a collector commissioned, reserved for the order that sells it to them alone,
 * published or not and at the commission's price rather than a listed one. `reserve_won`: the work of a lot won
 * at auction, reserved the same way for the order selling it to its winner at the lot's price. */
export type MoveForOrder = Base & {
  type: 'MoveForOrder';
  orderId: string;
  move: 'reserve' | 'reserve_commissioned' | 'reserve_won' | 'release' | 'sell';
  priceHalalas: number | null;
};
export type FeatureArtwork = Base & { type: 'FeatureArtwork' };
export type UnfeatureArtwork = Base & { type: 'UnfeatureArtwork' };

export type ArtworkCommand =
  | CreateArtwork
  | EditArtwork
  | PublishArtwork
  | WithdrawArtwork
  | ModerateWithdrawArtwork
  | ChangeAvailability
  | ChangePrice
  | MoveForOrder
  | FeatureArtwork
  | UnfeatureArtwork;
