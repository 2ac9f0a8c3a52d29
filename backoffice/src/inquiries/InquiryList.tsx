import { DataTable, List } from 'react-admin';
import { ChoiceCol, DateCol } from '../kit/lists';
import { ListActions } from '../kit/screens';
import { ExcerptField } from '../moderation/moderationFields';
import { inquiryFilters } from './inquiryFilters';
import { InquirySubject } from './InquirySubject';

const Col = DataTable.Col;

export const INQUIRY_STATUS_COLOURS = { pending: 'warning', responded: 'success', closed: 'default' } as const;

/** Read-only for staff: the artwork's or gallery's owner answers; the back-office watches the queue. */
export const InquiryList = () => (
  <List filters={inquiryFilters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <ChoiceCol source="kind" group="resources.inquiries.kind" />
      <Col source="subject" label="resources.inquiries.fields.about" disableSort field={InquirySubject} />
      <Col source="message" disableSort>
        <ExcerptField source="message" length={80} />
      </Col>
      <Col source="email" />
      <ChoiceCol source="status" group="resources.inquiries.status" colours={INQUIRY_STATUS_COLOURS} />
      <DateCol source="createdAt" />
    </DataTable>
  </List>
);
