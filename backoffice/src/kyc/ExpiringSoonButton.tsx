import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, useListContext } from 'react-admin';

/**
 * Shows every case whose next expiry is within 30 days (or past), whatever its status: the queue's default
 * "waiting" would hide them, as most such cases are settled. The filter stays removable like any other.
 */
export const ExpiringSoonButton = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button
      label="resources.kyc.fields.expiringSoon"
      disabled={filterValues.expiringSoon === true && filterValues.status === undefined}
      onClick={() => setFilters({ expiringSoon: true }, { expiringSoon: true })}
    >
      <EventBusyIcon />
    </Button>
  );
};
