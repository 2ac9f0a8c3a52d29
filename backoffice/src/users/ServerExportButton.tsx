import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { usersExportUrl } from '../dataProvider';

/**
 * Replaces react-admin's ExportButton, whose client-side exporter stops at 1,000 rows: this downloads the
 * CSV the server streams for the list's current filters and sort, every row included.
 */
export const ServerExportButton = () => {
  const translate = useTranslate();
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'export' });
  if (!canAccess) return null;
  return (
    <Button
      size="small"
      component="a"
      href={usersExportUrl(filterValues, sort)}
      download="users.csv"
      startIcon={<DownloadIcon />}
      aria-disabled={total === 0 ? 'true' : undefined}
    >
      {translate('resources.users.export')}
    </Button>
  );
};
