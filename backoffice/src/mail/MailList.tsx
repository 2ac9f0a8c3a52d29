import { DataTable, List } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';

/** Mail captured by the local SMTP server when no real one is configured (issue 2, jobs). */
export const MailList = () => (
  <List sort={{ field: 'receivedAt', order: 'DESC' }} exporter={false} perPage={25}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="receivedAt">
        <DateTimeField source="receivedAt" />
      </DataTable.Col>
      <DataTable.Col source="to" />
      <DataTable.Col source="from" />
      <DataTable.Col source="subject" />
    </DataTable>
  </List>
);
