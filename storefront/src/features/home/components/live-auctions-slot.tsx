import { Suspense } from 'react';
import { LiveAuctionsSection } from '../../auctions';

/** The auctions feature's live cards on the signed-in home (nothing when no auction is live). */
export function LiveAuctionsSlot() {
  return (
    <Suspense fallback={null}>
      <LiveAuctionsSection />
    </Suspense>
  );
}
