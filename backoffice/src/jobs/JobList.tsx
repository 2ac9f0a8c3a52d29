import { DataTable, List, useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { RetryJobButton } from './RetryJobButton';

interface FailedJob {
  id: string;
  queue: string;
  name: string;
  failedReason?: string;
  attemptsMade?: number;
  timestamp?: number;
}

const QueueField = () => {
  const record = useRecordContext<FailedJob>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.jobs.queues.${record.queue}`, { _: record.queue })}</> : null;
};

const CreatedField = () => {
  const record = useRecordContext<FailedJob>();
  const { dateTime } = useFormatters();
  return record?.timestamp ? <>{dateTime(record.timestamp)}</> : null;
};

const AttemptsField = () => {
  const record = useRecordContext<FailedJob>();
  const { number } = useFormatters();
  return record ? <>{number(record.attemptsMade ?? 0)}</> : null;
};

/** The failed set of the BullMQ queues (the spec's "system health" tab), each retryable. */
export const JobList = () => (
  <List sort={{ field: 'timestamp', order: 'DESC' }} exporter={false} perPage={25}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="queue" field={QueueField} />
      <DataTable.Col source="name" />
      {/* Failure reasons come from libraries in English: marked as such for screen readers. */}
      <DataTable.Col
        source="failedReason"
        render={(job: FailedJob) => (
          <span lang="en" dir="ltr">
            {job.failedReason}
          </span>
        )}
      />
      <DataTable.Col source="attemptsMade" field={AttemptsField} />
      <DataTable.Col source="timestamp" field={CreatedField} />
      <DataTable.Col label="app.actions" disableSort>
        <RetryJobButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
