/** A person's badges (GET /api/achievements/:userId, public): the earned ones, dated, and the rest locked. */
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

interface BadgeText {
  id: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
}
export interface EarnedBadge extends BadgeText {
  earnedAt: string;
}
export interface LockedBadge extends BadgeText {
  /** Where counting is meaningful (ten works published): how far along. */
  progress: { current: number; goal: number } | null;
}
export interface Achievements {
  userId: string;
  earned: EarnedBadge[];
  locked: LockedBadge[];
  total: number;
}

export const achievementsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['achievements', userId],
    queryFn: () => getJson<Achievements>(`/api/achievements/${encodeURIComponent(userId)}`),
    retry: false,
  });
