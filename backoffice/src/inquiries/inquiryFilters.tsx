import { SearchInput, SelectInput } from 'react-admin';

export const INQUIRY_STATUSES = ['pending', 'responded', 'closed'] as const;
export const INQUIRY_KINDS = ['artwork', 'gallery'] as const;
export const INQUIRY_TYPES = ['general', 'artwork', 'exhibition', 'press', 'partnership'] as const;

const choicesOf = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `resources.inquiries.${group}.${id}` }));

export const inquiryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(INQUIRY_STATUSES, 'status')} />,
  <SelectInput key="kind" source="kind" choices={choicesOf(INQUIRY_KINDS, 'kind')} />,
];
