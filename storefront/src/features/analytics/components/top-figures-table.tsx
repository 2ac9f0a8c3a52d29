import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { formatNumber } from '../../../lib/format';
import { figure, type Figures } from '../api/analytics-api';

export interface TopRow {
  id: string;
  title: string;
  titleAr: string;
  figures: Figures;
}

/**
 * A seller's or an organiser's leading items (works, workshops) with a column per figure, each title linking to
 * its page; `empty` is said instead when there are none.
 */
export function TopFiguresTable({
  heading,
  empty,
  columns,
  rows,
  linkOf,
}: {
  heading: string;
  empty: string;
  columns: string[];
  rows: TopRow[];
  linkOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  if (rows.length === 0) return <Typography sx={{ my: 2 }}>{empty}</Typography>;
  return (
    <Table size="small" aria-label={heading}>
      <TableHead>
        <TableRow>
          <TableCell>{heading}</TableCell>
          {columns.map((name) => (
            <TableCell key={name} align="right">
              {t(`analytics.figure.${name}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <RouterLink to={linkOf(row.id)}>{localized(row.title, row.titleAr)}</RouterLink>
            </TableCell>
            {columns.map((name) => (
              <TableCell key={name} align="right">
                {formatNumber(figure(row.figures, name), language)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
