import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Level = 'yes' | 'partly' | 'no';

/** How we compare with galleries and craft marketplaces, row by row: [us, galleries, craft marketplaces]. */
const rows: readonly { key: string; levels: readonly [Level, Level, Level] }[] = [
  { key: 'reach', levels: ['yes', 'partly', 'partly'] },
  { key: 'bilingual', levels: ['yes', 'partly', 'no'] },
  { key: 'auctions', levels: ['yes', 'partly', 'no'] },
  { key: 'workshops', levels: ['yes', 'partly', 'no'] },
  { key: 'invoices', levels: ['yes', 'partly', 'no'] },
  { key: 'emerging', levels: ['yes', 'no', 'yes'] },
];

const columns = ['us', 'galleries', 'craft'] as const;

function LevelIcon({ level }: { level: Level }) {
  const { t } = useTranslation();
  const label = t(`landing.comparison.levels.${level}`);
  if (level === 'yes') return <CheckCircleIcon titleAccess={label} sx={{ color: 'success.main' }} />;
  if (level === 'partly') return <RemoveCircleIcon titleAccess={label} sx={{ color: 'warning.main' }} />;
  return <CancelIcon titleAccess={label} sx={{ color: 'error.main' }} />;
}

export function ComparisonSection() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="comparison-title" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Typography id="comparison-title" variant="h2" sx={{ mb: 1 }}>
        {t('landing.comparison.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('landing.comparison.subtitle')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('landing.comparison.feature')}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c} component="th" scope="col" align="center" sx={{ fontWeight: 700 }}>
                  {c === 'us' ? t('app.name') : t(`landing.comparison.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {t(`landing.comparison.rows.${row.key}`)}
                </TableCell>
                {row.levels.map((level, i) => (
                  <TableCell key={columns[i]} align="center">
                    <LevelIcon level={level} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
