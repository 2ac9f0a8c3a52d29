/** Pure helpers of the replay screen: step navigation, money, and the export an auditor verifies alone. */
import type { AuctionReplay, ReplayStep } from './auctionApi';

export const clampStep = (index: number, steps: readonly ReplayStep[]): number =>
  steps.length === 0 ? 0 : Math.min(Math.max(index, 0), steps.length - 1);

/** The steps worth stopping at when stepping through bids: accepted bids, extensions and status changes. */
export const isMilestone = (step: ReplayStep): boolean =>
  [
    'AuctionScheduled',
    'AuctionOpened',
    'BidPlaced',
    'AuctionExtended',
    'AuctionClosed',
    'AuctionCancelled',
    'BidRetracted',
  ].includes(step.type);

export const halalasToSar = (halalas: number | null): number | null => (halalas === null ? null : halalas / 100);

/**
 * The export: the stored events, the chain verdict, the public key to verify the chain with, the state at each
 * step and both outcomes. JSON, so any tool can re-fold it.
 */
export function replayExport(replay: AuctionReplay, exportedAt: string): string {
  return JSON.stringify(
    {
      format: 'gulf-art-auction-replay/v1',
      exportedAt,
      howToVerify:
        'Each event\'s metadata.chain.hash = sha256(prev + RFC 8785 canonical JSON of {type, data: storedData, metadata without chain}); metadata.chain.sig is an Ed25519 signature of "streamName\\nrevision\\nhash" by publicKeyPem. Fold the events in revision order to recompute the outcome.',
      ...replay,
    },
    null,
    2,
  );
}

export const exportFileName = (replay: Pick<AuctionReplay, 'auctionId'>): string =>
  `auction-${replay.auctionId}-replay.json`;

/** SAR in the interface language (Arabic-Indic digits in Arabic). */
export const formatSar = (amount: number | null, locale: string): string =>
  amount === null
    ? '—'
    : new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-US', { style: 'currency', currency: 'SAR' }).format(amount);
