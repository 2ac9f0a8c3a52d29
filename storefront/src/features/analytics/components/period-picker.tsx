import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from '../api/analytics-api';

/** 7, 30, 90 days or a year: each report and chart follows the choice. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('analytics.period.label')}
      onChange={(_, next: Period | null) => next && onChange(next)}
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period} value={period}>
          {t(`analytics.period.p${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
