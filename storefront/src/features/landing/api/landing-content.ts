import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { marketing } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import { getJson } from '../../../lib/http';

/** The signed-in home's sections, in the order the Content tab sets. */
export type HomeBlock =
  'stats' | 'recommendations' | 'liveAuctions' | 'featuredCollections' | 'featuredArtists' | 'newsletter';

export const SHIPPED_HOME_BLOCKS: readonly HomeBlock[] = [
  'stats',
  'recommendations',
  'liveAuctions',
  'featuredCollections',
  'featuredArtists',
  'newsletter',
];

type FigureName =
  | 'earlyAccessMembers'
  | 'spotsRemaining'
  | 'countries'
  | 'walletUsersMillions'
  | 'settlementDaysMin'
  | 'settlementDaysMax'
  | 'launchQuarter'
  | 'launchYear';
type Figures = Record<FigureName, number>;

/** GET /api/landing: what the back-office's Content tab last set (the shipped values until then). */
export interface LandingContent {
  hero: { eyebrow: string; eyebrowAr: string; title: string; titleAr: string; subtitle: string; subtitleAr: string };
  figures: Figures;
  countdown: { days: number; hours: number; minutes: number; seconds: number };
  homeBlocks: HomeBlock[];
  /** When an admin last changed it in the Content tab; null while the shipped values stand. */
  updatedAt: string | null;
}

export const landingContentQuery = queryOptions({
  queryKey: ['/api/landing'],
  queryFn: ({ signal }) => getJson<LandingContent>('/api/landing', { signal }),
  staleTime: 60_000,
});

/**
 * The landing's figures and hero texts in the reader's language. Until the answer arrives (or when it fails) the
 * shipped claims and the shipped hero texts stand, so the page never waits on the API to show its first screen.
 */
export function useLandingContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(landingContentQuery);
  // The hero's shipped texts are storefront texts, which the Translations screen may override; the Content tab's
  // hero replaces them only once an admin has changed it there (updatedAt set).
  const managed = data?.updatedAt ? data : null;
  const hero = managed
    ? language === 'ar'
      ? { eyebrow: managed.hero.eyebrowAr, title: managed.hero.titleAr, subtitle: managed.hero.subtitleAr }
      : { eyebrow: managed.hero.eyebrow, title: managed.hero.title, subtitle: managed.hero.subtitle }
    : { eyebrow: t('landing.hero.eyebrow'), title: t('landing.hero.title'), subtitle: t('landing.hero.subtitle') };
  return {
    hero,
    figures: data?.figures ?? marketing,
    countdown: data?.countdown ?? marketing.countdown,
  };
}

/** The home's block order (the shipped order until the answer arrives). */
export function useHomeBlocks(): readonly HomeBlock[] {
  const { data } = useQuery(landingContentQuery);
  return data?.homeBlocks ?? SHIPPED_HOME_BLOCKS;
}
