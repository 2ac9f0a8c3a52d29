/**
 * One watcher of a lot's live feed, following it the way the storefront's auction page does: it reads the lot
 * once, then applies every message with the page's own code (storefront/src/features/auctions/lib/live-state.ts,
 * loaded with Node's type stripping) and asks for its own standing only when that code says a message could
 * change it. It counts what it received and what it asked for.
 */
import {
  applyBidAnswer,
  applyStanding,
  followLive,
  parseLiveEvent,
  singleFlight,
} from '../../storefront/src/features/auctions/lib/live-state.ts';

/** `call(method, path)` answers like the benchmark's other requests; `cookie` is the session (none: a visitor). */
export async function followLot({ baseUrl, auctionId, call, cookie }) {
  const first = await call('GET', `/api/auctions/${auctionId}`);
  if (first.status !== 200) throw new Error(`watcher: reading the lot answered ${first.status}`);
  let lot = await first.json();
  let lastId = -1;
  const figures = { messages: 0, standingReads: 0, lotReads: 0 };
  const refreshStanding = singleFlight(async () => {
    figures.standingReads++;
    const res = await call('GET', `/api/auctions/${auctionId}/my-standing`);
    if (res.status !== 200) throw new Error(`watcher: my-standing answered ${res.status}`);
    lot = applyStanding(lot, await res.json());
  });
  const reloadLot = singleFlight(async () => {
    figures.lotReads++;
    const res = await call('GET', `/api/auctions/${auctionId}`);
    lot = { ...(await res.json()), ...(lot.you ? { you: lot.you } : {}) };
  });
  const onFrame = (frame) => {
    const field = (name) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(frame)?.[1] ?? '';
    const message = parseLiveEvent(field('event'), field('id'), field('data'));
    if (!message || message.id <= lastId) return;
    lastId = message.id;
    figures.messages++;
    const { auction, followUp } = followLive(lot, message);
    lot = auction;
    if (followUp === 'lot') reloadLot();
    else if (followUp === 'standing') refreshStanding();
  };

  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/auctions/${auctionId}/live`, {
    signal: controller.signal,
    headers: cookie ? { cookie } : {},
  });
  if (res.status !== 200) throw new Error(`watcher: the live feed answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          onFrame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    /** The answer to this watcher's own bid, taken in as the page's bid panel does. */
    ownAnswer(answer) {
      lot = applyBidAnswer(lot, answer);
    },
    /** Closes the feed; the counts so far, and the price this watcher ended on. */
    stop() {
      controller.abort();
      return { ...figures, price: lot.currentBid };
    },
  };
}
