import { TableCell, TableRow, Typography } from '@mui/material';
import { PlainTable } from '../common/PlainTable';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { Code } from '../common/Code';
import { ProjectionStatusChip } from '../common/ProjectionStatusChip';
import type { ProjectionHealth as Projection } from '../types';

/** Each projection's checkpoint and how many events it is behind the head of the log. */
export const ProjectionHealth = ({ projections }: { projections: Projection[] }) => {
  const translate = useTranslate();
  const { number } = useFormatters();
  if (projections.length === 0) return <Typography>{translate('dashboard.projections.empty')}</Typography>;
  return (
    <PlainTable
      aria-label={translate('dashboard.projections.title')}
      head={[
        translate('dashboard.projections.name'),
        translate('dashboard.projections.status'),
        { label: translate('dashboard.projections.position'), align: 'right' },
        { label: translate('dashboard.projections.lag'), align: 'right' },
      ]}
    >
      {projections.map((projection) => (
        <TableRow key={projection.name}>
          <TableCell>
            <Code>{projection.name}</Code>
          </TableCell>
          <TableCell>
            <ProjectionStatusChip status={projection.status} />
          </TableCell>
          <TableCell align="right">{number(projection.position)}</TableCell>
          <TableCell align="right">{number(projection.lag)}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
};
