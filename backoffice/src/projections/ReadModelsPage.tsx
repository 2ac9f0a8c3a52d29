import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Card, CardContent, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Authenticated, CanAccess, Loading, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Code } from '../common/Code';
import { PlainTable } from '../common/PlainTable';
import { ProjectionStatusChip } from '../common/ProjectionStatusChip';
import type { AppDataProvider } from '../dataProvider';
import { useFormatters } from '../format';
import type { ProjectionDetail, ProjectionFailure } from '../types';
import { latestFirst, needsAttention, retryOutcome, toReadModel, toReadModels, type RetryOutcome } from './readModels';

const QUERY_KEY = ['admin', 'projections'];
const FAILURE_COLUMNS = ['stream', 'revision', 'type', 'error', 'attempts', 'at'] as const;

const FailureRow = ({ failure }: { failure: ProjectionFailure }) => {
  const { dateTime, number } = useFormatters();
  return (
    <TableRow>
      <TableCell>
        <Code>{failure.stream}</Code>
      </TableCell>
      <TableCell align="right">{number(failure.revision)}</TableCell>
      <TableCell>
        <Code>{failure.type}</Code>
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>
        <Code>{failure.error}</Code>
      </TableCell>
      <TableCell align="right">{number(failure.attempts)}</TableCell>
      <TableCell>{dateTime(failure.at)}</TableCell>
    </TableRow>
  );
};

const FailureTable = ({ failures, label }: { failures: ProjectionFailure[]; label: string }) => {
  const translate = useTranslate();
  return (
    <PlainTable
      aria-label={label}
      head={FAILURE_COLUMNS.map((column) => ({
        label: translate(`resources.projections.fields.${column}`),
        align: column === 'revision' || column === 'attempts' ? ('right' as const) : undefined,
      }))}
    >
      {failures.map((failure) => (
        <FailureRow key={`${failure.eventId}-${failure.at}`} failure={failure} />
      ))}
    </PlainTable>
  );
};

const ReadModelCard = ({
  projection,
  canRetry,
  outcome,
  onRetry,
  retrying,
}: {
  projection: ProjectionDetail;
  canRetry: boolean;
  outcome: RetryOutcome | undefined;
  onRetry: () => void;
  retrying: boolean;
}) => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const skipped = latestFirst(projection.skipped);
  return (
    <Card variant="outlined" data-testid={`read-model-${projection.name}`} component="section">
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            <Code>{projection.name}</Code>
          </Typography>
          <ProjectionStatusChip status={projection.status} />
          {needsAttention(projection) && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={translate('resources.projections.attention')}
            />
          )}
          <Typography variant="body2">
            {translate('resources.projections.fields.position')}: <Code>{projection.position}</Code>
          </Typography>
          <Typography variant="body2">
            {translate('resources.projections.fields.lag')}: {number(projection.lag)}
          </Typography>
          {canRetry && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReplayIcon />}
              disabled={retrying}
              onClick={onRetry}
              sx={{ marginInlineStart: 'auto' }}
            >
              {translate(retrying ? 'resources.projections.retrying' : 'resources.projections.retry')}
            </Button>
          )}
        </Stack>
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mb: 1 }} role="status" data-testid="retry-outcome">
            {translate(outcome.message, outcome.args)}
          </Alert>
        )}
        {projection.lastError && !projection.stoppedAt && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('resources.projections.fields.lastError')}: <Code>{projection.lastError}</Code>
          </Typography>
        )}
        {projection.stoppedAt && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="stopped-at">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('resources.projections.stoppedAt')}
            </Typography>
            <FailureTable failures={[projection.stoppedAt]} label={translate('resources.projections.stoppedAt')} />
          </Alert>
        )}
        {skipped.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate('resources.projections.skipped', { count: number(skipped.length) })}
            </Typography>
            <FailureTable
              failures={skipped}
              label={translate('resources.projections.skipped', { count: number(skipped.length) })}
            />
          </>
        )}
        {!projection.stoppedAt && skipped.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.projections.noFailures')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The read models page (admins): every projection's status, position and lag, the event it stopped at and the
 * events it skipped, with a retry that shows what it changed (GET and POST /api/admin/projections…).
 */
const ReadModelsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canRetry } = useCanAccess({ resource: 'projections', action: 'retry' });
  const [outcomes, setOutcomes] = useState<Record<string, RetryOutcome>>({});
  const projections = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => toReadModels(await dataProvider.getProjections()),
  });
  const retry = useMutation({
    mutationFn: async (name: string) => toReadModel(await dataProvider.retryProjection(name)),
    onSuccess: (after) => {
      setOutcomes((current) => ({ ...current, [after.name]: retryOutcome(after) }));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error: Error, name) =>
      setOutcomes((current) => ({ ...current, [name]: { severity: 'error', message: error.message, args: {} } })),
  });

  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="read-models">
      <Title title="resources.projections.title" />
      <Typography variant="h4" component="h1">
        {translate('resources.projections.title')}
      </Typography>
      <Typography variant="body2">{translate('resources.projections.intro')}</Typography>
      {projections.isPending && <Loading />}
      {projections.error && <Alert severity="error">{projections.error.message}</Alert>}
      {projections.data?.length === 0 && <Typography>{translate('resources.projections.empty')}</Typography>}
      {projections.data?.map((projection) => (
        <ReadModelCard
          key={projection.name}
          projection={projection}
          canRetry={!!canRetry}
          outcome={outcomes[projection.name]}
          retrying={retry.isPending && retry.variables === projection.name}
          onRetry={() => retry.mutate(projection.name)}
        />
      ))}
    </Stack>
  );
};

/** The page behind sign-in and the `projections` permission (admins), as the audit explorer is. */
const ReadModelsRoute = () => (
  <Authenticated>
    <CanAccess resource="projections" action="list">
      <ReadModelsPage />
    </CanAccess>
  </Authenticated>
);

export default ReadModelsRoute;
