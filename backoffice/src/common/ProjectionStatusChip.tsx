import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const HEALTHY = new Set(['running', 'live']);
const FAILING = new Set(['failed', 'stopped']);

/** A projection's status, green when live, red when stopped or failed (dashboard and read models page). */
export const ProjectionStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={HEALTHY.has(status) ? 'success' : FAILING.has(status) ? 'error' : 'default'}
      label={translate(`dashboard.projections.statuses.${status}`, { _: status })}
    />
  );
};
