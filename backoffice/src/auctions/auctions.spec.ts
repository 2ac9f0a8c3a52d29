import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionApi, type AuctionReplay, type ReplayStep } from './auctionApi';
import { auctionsAr, auctionsEn } from './i18n';
import { clampStep, exportFileName, halalasToSar, isMilestone, replayExport } from './replayModel';
import { scheduleDefaults, toScheduleBody } from './scheduleForm';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

const step = (revision: number, type: string, price: number | null = null): ReplayStep => ({
  revision,
  type,
  at: null,
  status: 'live',
  price,
  leaderPaddle: price === null ? null : 1,
  endsAt: null,
  bidCount: 0,
});

describe('auctions resource', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has every text in English and Arabic, Arabic plurals with all six forms', () => {
    expect(keys(auctionsAr as unknown as Tree)).toEqual(keys(auctionsEn as unknown as Tree));
    for (const text of leaves(auctionsAr as unknown as Tree)) expect(text).toMatch(/[\u0600-\u06FF]|^[#%{}_a-z ]*$/);
    expect(auctionsAr.replay.bids.split('||||')).toHaveLength(6);
  });

  it('steps through the bids, extensions and status changes only, within bounds', () => {
    const steps = [
      step(0, 'AuctionScheduled'),
      step(1, 'AuctionOpened'),
      step(2, 'MaximumBidSet'),
      step(3, 'BidRejected'),
      step(4, 'BidPlaced', 100000),
    ];
    expect(steps.filter(isMilestone).map((s) => s.revision)).toEqual([0, 1, 4]);
    expect(clampStep(-1, steps)).toBe(0);
    expect(clampStep(9, steps)).toBe(4);
    expect(clampStep(3, [])).toBe(0);
    expect(halalasToSar(123450)).toBe(1234.5);
    expect(halalasToSar(null)).toBeNull();
  });

  it('exports the events, chain verdict, public key and both outcomes as one JSON document', () => {
    const replay: AuctionReplay = {
      auctionId: 'a1',
      streamName: 'auction-a1',
      chain: { chained: true, valid: true, brokenAt: null, reason: null, reasonAr: null },
      publicKeyPem: '-----BEGIN PUBLIC KEY-----',
      events: [{ revision: 0, type: 'AuctionScheduled', data: {} }],
      steps: [step(0, 'AuctionScheduled')],
      recordedOutcome: { outcome: 'no_bids' },
      recomputedOutcome: { outcome: 'no_bids' },
      outcomeMatches: true,
    };
    const exported = JSON.parse(replayExport(replay, '2026-01-01T00:00:00.000Z'));
    expect(exported).toMatchObject({
      format: 'gulf-art-auction-replay/v1',
      auctionId: 'a1',
      outcomeMatches: true,
      publicKeyPem: '-----BEGIN PUBLIC KEY-----',
    });
    expect(exported.howToVerify).toMatch(/Ed25519/);
    expect(exportFileName(replay)).toBe('auction-a1-replay.json');
  });

  it('turns the create form into the API body: UTC times, open last tier, empty optionals left out', () => {
    // What passes through unchanged; the form's empty reserve and sale, and its blank last tier, do not.
    const kept = {
      lotId: 'lot-1',
      sellerId: 's1',
      startingBid: 1000,
      startsAt: '2026-01-01T10:00:00.000Z',
      endsAt: '2026-01-02T10:00:00.000Z',
      softCloseMinutes: 2,
      increments: [{ from: 0, increment: 100 }],
    };
    const body = toScheduleBody({
      ...kept,
      reserve: '',
      saleId: null,
      premiumTiers: [
        { upTo: 100000, ratePercent: 25 },
        { upTo: '', ratePercent: 20 },
      ],
    });
    expect(body).toEqual({
      ...kept,
      premiumTiers: [
        { upTo: 100000, ratePercent: 25 },
        { upTo: null, ratePercent: 20 },
      ],
    });
  });

  it('starts the create form from the platform settings, in the form’s own field names', () => {
    const defaults = scheduleDefaults({
      softCloseMinutes: 5,
      buyersPremiumTiers: [
        { upTo: 50_000, percent: 22.5 },
        { upTo: null, percent: 15 },
      ],
    });
    expect(defaults).toEqual({
      softCloseMinutes: 5,
      increments: [{ from: 0, increment: 100 }],
      premiumTiers: [
        { upTo: 50_000, ratePercent: 22.5 },
        { upTo: null, ratePercent: 15 },
      ],
    });
    // Settings not readable (or not read yet): the shipped terms.
    expect(scheduleDefaults(undefined)).toMatchObject({
      softCloseMinutes: 2,
      premiumTiers: [
        { upTo: 100_000, ratePercent: 25 },
        { upTo: null, ratePercent: 20 },
      ],
    });
    // Each form gets its own arrays: editing one never edits the next one's defaults.
    expect(scheduleDefaults(undefined).premiumTiers).not.toBe(scheduleDefaults(undefined).premiumTiers);
  });

  it('calls the admin commands with the session cookie, escaping ids', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await auctionApi.cancel('a/1', 'Withdrawn by the consignor');
    await auctionApi.retractBid('a 1', 3, 'Mistyped amount');
    await auctionApi.replay('a1');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      '/api/admin/auctions/a%2F1/cancel',
      '/api/admin/auctions/a%201/retract-bid',
      '/api/admin/auctions/a1/replay',
    ]);
    expect(JSON.parse(String(calls[1]![1].body))).toEqual({ sequence: 3, reason: 'Mistyped amount' });
    expect(calls[0]![1].credentials).toBe('include');
  });
});
