import { DataTable } from 'react-admin';
import { DateCol, RecordList } from '../kit/lists';

/** Mail captured by the local SMTP server when no real one is configured (issue 2, jobs). */
export const MailList = () => (
  <RecordList sort={{ field: 'receivedAt', order: 'DESC' }} exporter={false}>
    <DateCol source="receivedAt" />
    <DataTable.Col source="to" />
    <DataTable.Col source="from" />
    <DataTable.Col source="subject" />
  </RecordList>
);
