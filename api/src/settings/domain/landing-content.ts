/**
 * The landing page's texts and figures and the signed-in home's block order, managed from the back-office's
 * Content tab (`landingContent-site`): the hero in both languages, the pre-launch claims (early-access members,
 * spots remaining, countries, wallet users, settlement days, launch quarter) and the static countdown (SPEC
 * section 2 keeps it static: the launch is a quarter, not an instant). An admin changes it with a reason,
 * against the revision read; the shipped values stand until then.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import { revisedContentDecider } from './revised-content.js';

/** The signed-in home's sections, each once, in the order shown. */
export const HOME_BLOCKS = [
  'stats',
  'recommendations',
  'liveAuctions',
  'featuredCollections',
  'featuredArtists',
  'newsletter',
] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

export interface LandingHero {
  eyebrow: string;
  eyebrowAr: string;
  title: string;
  titleAr: string;
  subtitle: string;
  subtitleAr: string;
}

export interface LandingFigures {
  earlyAccessMembers: number;
  spotsRemaining: number;
  countries: number;
  walletUsersMillions: number;
  settlementDaysMin: number;
  settlementDaysMax: number;
  launchQuarter: number;
  launchYear: number;
}

export interface LandingCountdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface LandingContent {
  hero: LandingHero;
  figures: LandingFigures;
  countdown: LandingCountdown;
  homeBlocks: HomeBlock[];
}

export type LandingContentChanged = DomainEvent<'LandingContentChanged', { content: LandingContent; reason: string }>;

export interface ChangeLandingContent {
  type: 'ChangeLandingContent';
  content: LandingContent;
  reason: string;
  expectedRevision: number;
}

/** The one landing the storefront has (the stream's id). */
export const LANDING_ID = 'site';

const TEXT_LIMITS: Record<keyof LandingHero, number> = {
  eyebrow: 80,
  eyebrowAr: 80,
  title: 160,
  titleAr: 160,
  subtitle: 400,
  subtitleAr: 400,
};

/** Each figure's allowed whole-number range (wallet users take one decimal). */
const FIGURE_RANGES: Record<keyof LandingFigures, [number, number]> = {
  earlyAccessMembers: [0, 1_000_000],
  spotsRemaining: [0, 1_000_000],
  countries: [1, 50],
  walletUsersMillions: [0, 1_000],
  settlementDaysMin: [0, 30],
  settlementDaysMax: [0, 30],
  launchQuarter: [1, 4],
  launchYear: [2000, 2100],
};

const COUNTDOWN_RANGES: Record<keyof LandingCountdown, [number, number]> = {
  days: [0, 999],
  hours: [0, 23],
  minutes: [0, 59],
  seconds: [0, 59],
};

const textProblem = (field: string, max: number): FieldProblem => ({
  field,
  code: 'text',
  message: `Enter up to ${max} characters.`,
  messageAr: `أدخل نصًا لا يتجاوز ${max} حرفًا.`,
});

const rangeProblem = (field: string, [min, max]: [number, number]): FieldProblem => ({
  field,
  code: 'range',
  message: `Enter a number from ${min} to ${max}.`,
  messageAr: `أدخل رقمًا من ${min} إلى ${max}.`,
});

/** Whole numbers, or tenths where `tenths` (8.5 million wallet users), within the range. */
const inRange = (value: unknown, [min, max]: [number, number], tenths: boolean) =>
  typeof value === 'number' &&
  value >= min &&
  value <= max &&
  (tenths ? Math.abs(value * 10 - Math.round(value * 10)) < 1e-9 : Number.isInteger(value));

function checkNumbers<K extends string>(
  group: string,
  values: Record<K, number> | undefined,
  ranges: Record<K, [number, number]>,
  decimals: Partial<Record<K, true>> = {},
): FieldProblem[] {
  return (Object.keys(ranges) as K[])
    .filter((key) => !inRange(values?.[key], ranges[key], decimals[key] === true))
    .map((key) => rangeProblem(`${group}.${key}`, ranges[key]));
}

export function checkLandingContent(c: LandingContent): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, max] of Object.entries(TEXT_LIMITS) as Array<[keyof LandingHero, number]>) {
    const value = c?.hero?.[field];
    if (typeof value !== 'string' || value.trim() === '' || value.length > max)
      problems.push(textProblem(`hero.${field}`, max));
  }
  problems.push(...checkNumbers('figures', c?.figures, FIGURE_RANGES, { walletUsersMillions: true }));
  if (
    problems.every((p) => !p.field.startsWith('figures.settlementDays')) &&
    c.figures.settlementDaysMin > c.figures.settlementDaysMax
  )
    problems.push({
      field: 'figures.settlementDaysMax',
      code: 'order',
      message: 'The most settlement days cannot be fewer than the least.',
      messageAr: 'لا يمكن أن يقل الحد الأعلى لأيام التسوية عن الحد الأدنى.',
    });
  problems.push(...checkNumbers('countdown', c?.countdown, COUNTDOWN_RANGES));
  const blocks = c?.homeBlocks;
  const permutation =
    Array.isArray(blocks) &&
    blocks.length === HOME_BLOCKS.length &&
    HOME_BLOCKS.every((block) => blocks.includes(block));
  if (!permutation)
    problems.push({
      field: 'homeBlocks',
      code: 'isIn',
      message: `List each home block once: ${HOME_BLOCKS.join(', ')}.`,
      messageAr: `اذكر كل قسم من أقسام الصفحة الرئيسية مرة واحدة: ${HOME_BLOCKS.join('، ')}.`,
    });
  return problems;
}

/** Texts trimmed and only the known keys kept, so what is stored is exactly what was checked. */
const tidy = ({ hero, figures, countdown, homeBlocks }: LandingContent): LandingContent => ({
  hero: Object.fromEntries(
    (Object.keys(TEXT_LIMITS) as Array<keyof LandingHero>).map((k) => [k, hero[k].trim()]),
  ) as unknown as LandingHero,
  figures: Object.fromEntries(
    (Object.keys(FIGURE_RANGES) as Array<keyof LandingFigures>).map((k) => [k, figures[k]]),
  ) as unknown as LandingFigures,
  countdown: Object.fromEntries(
    (Object.keys(COUNTDOWN_RANGES) as Array<keyof LandingCountdown>).map((k) => [k, countdown[k]]),
  ) as unknown as LandingCountdown,
  homeBlocks: [...homeBlocks],
});

export const landingContentDecider = revisedContentDecider<LandingContent, ChangeLandingContent, LandingContentChanged>(
  {
    category: 'landingContent',
    check: (command) => checkLandingContent(command.content),
    tidy,
    changed: (_command, content, reason) => ({ type: 'LandingContentChanged', data: { content, reason } }),
  },
);
