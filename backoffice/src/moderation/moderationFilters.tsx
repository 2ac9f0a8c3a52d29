import { SearchInput, SelectInput } from 'react-admin';
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
