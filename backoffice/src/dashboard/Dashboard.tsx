import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { CountCards } from './CountCards';
import { ProjectionHealth } from './ProjectionHealth';
import { useDashboard } from './useDashboard';

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

/** The overview tab: read-model counts, projection health and the job queues. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { number } = useFormatters();
    const { data, isPending, error } = useDashboard();
    const { canAccess: canSeeJobs } = useCanAccess({ resource: 'jobs', action: 'list' });

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
                    <Section title={translate('dashboard.counts.title')}>
                        <CountCards counts={data.counts ?? {}} />
                    </Section>
                    <Section title={translate('dashboard.projections.title')}>
                        <ProjectionHealth projections={data.projections ?? []} />
                    </Section>
                    <Section title={translate('dashboard.jobs.title')}>
                        <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
                            {(['waiting', 'active', 'failed'] as const).map(key => (
                                <div key={key}>
                                    <Typography component="dt" variant="body2" color="text.secondary">
                                        {translate(`dashboard.jobs.${key}`)}
                                    </Typography>
                                    <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                                        {number(data.jobs?.queue?.[key] ?? 0)}
                                    </Typography>
                                </div>
                            ))}
                        </Stack>
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
