import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Availability } from '../../api/types';

const colors: Record<Availability, 'success' | 'warning' | 'error' | 'info'> = {
  available: 'success',
  reserved: 'warning',
  sold: 'error',
  on_loan: 'info',
};

/** The availability badge: available, reserved, sold or on loan. */
export function AvailabilityChip({
  availability,
  size = 'small',
}: {
  availability: Availability;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      // Filled chips in the theme's dark shades keep the text contrast above 4.5:1.
      color={colors[availability] ?? 'info'}
      label={t(`catalog.availability.${availability}`, { defaultValue: availability })}
      data-testid="availability"
    />
  );
}
