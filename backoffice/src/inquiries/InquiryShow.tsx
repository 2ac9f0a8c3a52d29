import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { ShowActions } from '../kit/screens';
import { INQUIRY_STATUS_COLOURS } from './InquiryList';
import { InquirySubject } from './InquirySubject';

export const InquiryShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <ChoiceChip source="kind" group="resources.inquiries.kind" />
      <InquirySubject label="resources.inquiries.fields.about" />
      <ChoiceChip source="inquiryType" group="resources.inquiries.inquiryType" />
      <TextField source="name" emptyText="—" />
      <TextField source="email" />
      <TextField source="phone" emptyText="—" />
      <TextField source="subject" emptyText="—" />
      <TextField source="message" />
      <ChoiceChip source="status" group="resources.inquiries.status" colours={INQUIRY_STATUS_COLOURS} />
      <TextField source="response" emptyText="—" />
      <DateTimeField source="respondedAt" />
      <TextField source="id" />
      <DateTimeField source="createdAt" />
    </SimpleShowLayout>
  </Show>
);
