import type { ChipProps } from '@mui/material';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { DataTable, List, NumberField, SearchInput, SelectInput, type SortPayload } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from './fields';

/** The full-text search box every list shows. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

/** A closed list's values as choices, each named by its translation key in `group`. */
export const choicesOf = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `${group}.${id}` }));

/** A list filter on a closed list of values (a status, a category), each named by its translation in `group`. */
export const choiceFilter = (source: string, values: readonly string[], group: string) => (
  <SelectInput key={source} source={source} choices={choicesOf(values, group)} />
);

/**
 * A read-only resource's list page: newest first as `sort` says, 25 rows a page (or `perPage`), a row opens the
 * record (or where `rowClick` says), no row selection.
 */
export const RecordList = ({
  filters,
  actions,
  sort,
  rowClick = 'show',
  exporter,
  perPage = 25,
  children,
}: {
  filters?: ReactElement[];
  actions?: ReactElement | false;
  sort: SortPayload;
  rowClick?: ComponentProps<typeof DataTable>['rowClick'];
  exporter?: false;
  perPage?: number;
  children: ReactNode;
}) => (
  <List filters={filters} actions={actions} sort={sort} exporter={exporter} perPage={perPage}>
    <DataTable rowClick={rowClick} bulkActionButtons={false}>
      {children}
    </DataTable>
  </List>
);

type ColProps = { source: string; disableSort?: boolean; label?: string };

/** A column of dates and times, in the interface language. */
export const DateCol = ({ source, ...col }: ColProps) => (
  <DataTable.Col source={source} {...col}>
    <DateTimeField source={source} />
  </DataTable.Col>
);

/** A column of numbers, in the interface language; `fraction` fixes the digits after the point (amounts). */
export const NumberCol = ({ source, fraction, ...col }: ColProps & { fraction?: number }) => (
  <DataTable.Col source={source} {...col}>
    <NumberField source={source} options={fraction === undefined ? undefined : { minimumFractionDigits: fraction }} />
  </DataTable.Col>
);

/** A column of values from a closed list, as chips named by their translation in `group`. */
export const ChoiceCol = ({
  source,
  group,
  colours,
  ...col
}: ColProps & { group: string; colours?: Record<string, ChipProps['color']> }) => (
  <DataTable.Col source={source} {...col}>
    <ChoiceChip source={source} group={group} colours={colours} />
  </DataTable.Col>
);
