import { Suspense, lazy, type ComponentType } from 'react';

// The auctions feature owns the live-auctions cards (contract: the default export of its
// live-auctions-section.tsx, which renders nothing when no auction is live). It is looked up by glob so the home
// page still builds while that feature is absent, and so home never reaches into its internals.
const modules = import.meta.glob<{ default: ComponentType }>('../../auctions/components/live-auctions-section.tsx');
const load = Object.values(modules)[0];
const LiveAuctionsSection = load ? lazy(load) : null;

export function LiveAuctionsSlot() {
  if (!LiveAuctionsSection) return null;
  return (
    <Suspense fallback={null}>
      <LiveAuctionsSection />
    </Suspense>
  );
}
