import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../lib/session/profile';

/** What the API adds to the profile about the account (KYC tier, risk, lifecycle, seller). */
export interface AccountStanding {
  kycTier?: number;
  riskLevel?: 'low' | 'medium' | 'high';
  lifecycleStage?: string;
  seller?: boolean;
}

const RISK_COLOR = { low: 'success', medium: 'warning', high: 'error' } as const;

/** The account's standing at a glance: verification tier, risk level, lifecycle stage, and whether it sells. */
export function AccountBadges({ profile }: { profile: Profile & AccountStanding }) {
  const { t } = useTranslation();
  if (profile.kycTier === undefined) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      aria-label={t('dashboard.badges.label')}
    >
      <Chip
        size="small"
        color={profile.kycTier > 0 ? 'primary' : 'default'}
        label={t('dashboard.badges.tier', { tier: profile.kycTier })}
      />
      {profile.riskLevel && (
        <Chip
          size="small"
          variant="outlined"
          color={RISK_COLOR[profile.riskLevel]}
          label={t(`dashboard.badges.risk.${profile.riskLevel}`)}
        />
      )}
      {profile.lifecycleStage && (
        <Chip size="small" variant="outlined" label={t(`dashboard.badges.stage.${profile.lifecycleStage}`)} />
      )}
      {profile.seller && <Chip size="small" color="secondary" label={t('dashboard.badges.seller')} />}
    </Stack>
  );
}
