import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { MODERATION_STATUSES } from './moderationCommands';

export const moderationStatusChoices = MODERATION_STATUSES.map((id) => ({
  id,
  name: `kit.status.${id}`,
}));

/** The contract's filters for comments and discussions: `status`, plus the text search every admin list has. */
export const moderationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={moderationStatusChoices} alwaysOn />,
];

export const MODERATION_STATUS_COLOURS = { visible: 'success', reported: 'warning', hidden: 'default' } as const;

export const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** The last columns of both moderated lists: where the item stands, how often it was reported, when it was written. */
export const moderationColumns = [
  <DataTable.Col key="status" source="status">
    <ChoiceChip source="status" group="kit.status" colours={MODERATION_STATUS_COLOURS} />
  </DataTable.Col>,
  <DataTable.Col key="reportCount" source="reportCount" disableSort />,
  <DataTable.Col key="createdAt" source="createdAt">
    <DateTimeField source="createdAt" />
  </DataTable.Col>,
];
