import { Alert, Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Link, Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { PlainTable } from '../common/PlainTable';
import { SectionCard } from '../common/SectionCard';
import { useFormatters } from '../format';
import { CountCards } from './CountCards';
import { ProjectionHealth } from './ProjectionHealth';
import { useDashboard } from './useDashboard';
import { ConsoleLinks } from '../settings';

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
          <SectionCard title={translate('resources.settings.overview.title')}>
            <ConsoleLinks />
          </SectionCard>
          <SectionCard title={translate('dashboard.counts.title')}>
            <CountCards counts={data.counts ?? {}} />
          </SectionCard>
          <SectionCard title={translate('dashboard.projections.title')}>
            <ProjectionHealth projections={data.projections ?? []} />
            {canSeeReadModels && (
              <Button component={Link} to="/projections" sx={{ mt: 1 }}>
                {translate('dashboard.projections.open')}
              </Button>
            )}
          </SectionCard>
          <SectionCard title={translate('dashboard.jobs.title')}>
            <PlainTable
              aria-label={translate('dashboard.jobs.title')}
              head={[
                translate('dashboard.jobs.queue'),
                ...JOB_STATES.map((key) => ({ label: translate(`dashboard.jobs.${key}`), align: 'right' as const })),
              ]}
            >
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
            </PlainTable>
            {canSeeJobs && (
              <Button component={Link} to="/jobs" sx={{ mt: 1 }}>
                {translate('dashboard.jobs.openFailed')}
              </Button>
            )}
          </SectionCard>
        </Stack>
      )}
    </Box>
  );
};
