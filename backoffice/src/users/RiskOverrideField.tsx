import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import type { UserRecord } from '../types';

/** Staff's override of the risk level: the level, why and when; a dash when the computed level applies. */
export const RiskOverrideField = (_: { source: string; label?: string }) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const override = record?.riskOverride;
  if (!override) return <span>{translate('resources.users.riskOverride.none')}</span>;
  return (
    <span>
      {translate('resources.users.riskOverride.summary', {
        level: translate(`resources.users.riskLevel.${override.level}`, { _: override.level }),
        reason: override.reason,
        at: dateTime(override.at),
      })}
    </span>
  );
};
