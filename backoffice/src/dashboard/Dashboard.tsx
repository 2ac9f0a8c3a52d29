import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { CountCards } from './CountCards';
import { ProjectionHealth } from './ProjectionHealth';
import { useDashboard } from './useDashboard';
import { ConsoleLinks } from '../settings';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The overview tab: read-model counts, projection health and the job queues. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data, isPending, error } = useDashboard();
  const { canAccess: canSeeJobs } = useCanAccess({ resource: 'jobs', action: 'list' });
  const { canAccess: canSeeReadModels } = useCanAccess({ resource: 'projections', action: 'list' });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="dashboard.title" />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {translate('dashboard.title')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <Alert severity="error">{translate('dashboard.loadFailed')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Section title={translate('resources.settings.overview.title')}>
            <ConsoleLinks />
          </Section>
          <Section title={translate('dashboard.counts.title')}>
            <CountCards counts={data.counts ?? {}} />
          </Section>
          <Section title={translate('dashboard.projections.title')}>
            <ProjectionHealth projections={data.projections ?? []} />
            {canSeeReadModels && (
              <Button component={Link} to="/projections" sx={{ mt: 1 }}>
                {translate('dashboard.projections.open')}
              </Button>
            )}
          </Section>
          <Section title={translate('dashboard.jobs.title')}>
            <Table size="small" aria-label={translate('dashboard.jobs.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('dashboard.jobs.queue')}</TableCell>
                  {JOB_STATES.map((key) => (
                    <TableCell key={key} align="right">
                      {translate(`dashboard.jobs.${key}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {Object.entries(data.jobs ?? {}).map(([queue, counts]) => (
                  <TableRow key={queue}>
                    <TableCell component="th" scope="row">
                      {translate(`dashboard.jobs.queues.${queue}`, { _: queue })}
                    </TableCell>
                    {JOB_STATES.map((key) => (
                      <TableCell key={key} align="right">
                        {number(counts[key] ?? 0)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {canSeeJobs && (
              <Button component={Link} to="/jobs" sx={{ mt: 1 }}>
                {translate('dashboard.jobs.openFailed')}
              </Button>
            )}
          </Section>
        </Stack>
      )}
    </Box>
  );
};
