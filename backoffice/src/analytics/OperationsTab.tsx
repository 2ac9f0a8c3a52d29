import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { PlainTable } from '../common/PlainTable';
import { useFormatters } from '../format';
import type { ProjectionDetail } from '../types';

/** Operations: how far each read model is behind the log, now (admins; the read models page has the detail). */
export const OperationsTab = () => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { canAccess } = useCanAccess({ resource: 'projections', action: 'list' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const projections = useQuery({
    queryKey: ['admin', 'projections'],
    queryFn: () => dataProvider.getProjections() as Promise<ProjectionDetail[]>,
    enabled: canAccess === true,
  });
  if (!canAccess) return <Alert severity="info">{translate('resources.analytics.operations.adminsOnly')}</Alert>;
  return (
    <>
      <Typography sx={{ my: 2 }}>{translate('resources.analytics.operations.intro')}</Typography>
      <PlainTable
        aria-label={translate('resources.analytics.tabs.operations')}
        head={[
          translate('resources.analytics.operations.projection'),
          translate('resources.analytics.operations.status'),
          { label: translate('resources.analytics.operations.lag'), align: 'right' },
        ]}
      >
        {(projections.data ?? []).map((p) => (
          <TableRow key={p.name}>
            <TableCell>{p.name}</TableCell>
            <TableCell>{p.status}</TableCell>
            <TableCell align="right">{number(p.lag ?? 0)}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </>
  );
};
