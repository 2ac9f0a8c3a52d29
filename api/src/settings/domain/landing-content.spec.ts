/** The landing: changed with a reason against the revision read; every text, figure and the block order checked by name. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { landingContentDecider, type ChangeLandingContent, type LandingContent } from './landing-content.js';
import { SHIPPED_LANDING } from './shipped-content.js';

const content = (over: Partial<LandingContent> = {}): LandingContent => ({ ...SHIPPED_LANDING, ...over });
const change = (over: Partial<ChangeLandingContent> = {}): ChangeLandingContent => ({
  type: 'ChangeLandingContent',
  content: content({ figures: { ...SHIPPED_LANDING.figures, spotsRemaining: 12 } }),
  reason: 'Most spots taken',
  expectedRevision: -1,
  ...over,
});
const changed = {
  type: 'LandingContentChanged' as const,
  data: { content: change().content, reason: 'Most spots taken' },
};

const spec = specFor(landingContentDecider);

describe('ChangeLandingContent', () => {
  it('records the landing once, then refuses a form read before the change', () => {
    spec([]).when(change()).then([changed]);
    spec([changed])
      .when(change({ expectedRevision: 0 }))
      .then([]);
    spec([changed]).when(change()).thenError('changed_meanwhile');
  });

  it('trims the texts and keeps only the known fields', () => {
    const hero = { ...SHIPPED_LANDING.hero, title: '  Gulf art, live  ', extra: 'x' };
    spec([])
      .when(change({ content: content({ hero }) }))
      .then([
        {
          type: 'LandingContentChanged',
          data: {
            content: content({ hero: { ...SHIPPED_LANDING.hero, title: 'Gulf art, live' } }),
            reason: 'Most spots taken',
          },
        },
      ]);
  });

  it('refuses an empty hero text, a figure out of range, a countdown past its unit and a missing reason, by name', () => {
    spec([])
      .when(change({ content: content({ hero: { ...SHIPPED_LANDING.hero, titleAr: ' ' } }) }))
      .thenError('validation_failed', 'hero.titleAr');
    spec([])
      .when(change({ content: content({ figures: { ...SHIPPED_LANDING.figures, launchQuarter: 5 } }) }))
      .thenError('validation_failed', 'figures.launchQuarter');
    spec([])
      .when(change({ content: content({ figures: { ...SHIPPED_LANDING.figures, spotsRemaining: 2.5 } }) }))
      .thenError('validation_failed', 'figures.spotsRemaining');
    spec([])
      .when(change({ content: content({ figures: { ...SHIPPED_LANDING.figures, walletUsersMillions: 8.55 } }) }))
      .thenError('validation_failed', 'figures.walletUsersMillions');
    spec([])
      .when(change({ content: content({ figures: { ...SHIPPED_LANDING.figures, settlementDaysMin: 5 } }) }))
      .thenError('validation_failed', 'figures.settlementDaysMax');
    spec([])
      .when(change({ content: content({ countdown: { ...SHIPPED_LANDING.countdown, minutes: 60 } }) }))
      .thenError('validation_failed', 'countdown.minutes');
    spec([])
      .when(change({ reason: '' }))
      .thenError('validation_failed', 'reason');
  });

  it('takes the home blocks in any order, each once', () => {
    const reversed = [...SHIPPED_LANDING.homeBlocks].reverse();
    spec([])
      .when(change({ content: content({ homeBlocks: reversed }) }))
      .then([
        {
          type: 'LandingContentChanged',
          data: { content: content({ homeBlocks: reversed }), reason: 'Most spots taken' },
        },
      ]);
    spec([])
      .when(
        change({
          content: content({
            homeBlocks: ['stats', 'stats', 'newsletter', 'recommendations', 'liveAuctions', 'featuredArtists'],
          }),
        }),
      )
      .thenError('validation_failed', 'homeBlocks');
    spec([])
      .when(change({ content: content({ homeBlocks: SHIPPED_LANDING.homeBlocks.slice(1) }) }))
      .thenError('validation_failed', 'homeBlocks');
  });
});
