import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  ListButton,
  type SortPayload,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { AuditTrailButton } from './AuditTrailButton';
import { BulkCommands, CommandMenu, useHasBulkCommands } from './CommandMenu';
import type { CommandSet } from './commandSet';

/**
 * Every list's toolbar: the filters button, the list's own buttons (e.g. create) and the server's CSV export
 * (left out with `exportable={false}`, for resources the server has no export for).
 */
export const ListActions = ({ children, exportable = true }: { children?: ReactNode; exportable?: boolean }) => (
  <TopToolbar>
    <FilterButton />
    {children}
    {exportable && <ServerExportButton />}
  </TopToolbar>
);

/**
 * A resource's table: a row opens the record; a selection gets the set's bulk commands (no checkboxes when
 * the viewer may run none); with `rowMenu`, a last column holds each row's command menu.
 */
export const CommandTable = <R,>({
  set,
  rowMenu,
  children,
}: {
  set: CommandSet<R>;
  rowMenu?: boolean;
  children: ReactNode;
}) => {
  const bulk = useHasBulkCommands(set) ? <BulkCommands set={set} /> : false;
  return (
    <DataTable rowClick="show" bulkActionButtons={bulk}>
      {children}
      {rowMenu && (
        <DataTable.Col label="app.actions" disableSort>
          <CommandMenu set={set} />
        </DataTable.Col>
      )}
    </DataTable>
  );
};

/** A resource's list page: its filters, the shared toolbar, 25 rows a page, and the command table. */
export const CommandList = <R,>({
  set,
  filters,
  sort,
  rowMenu,
  actions,
  children,
}: {
  set: CommandSet<R>;
  filters: ReactElement[];
  sort: SortPayload;
  rowMenu?: boolean;
  /** Buttons of this list's toolbar besides the filters and the export. */
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <List filters={filters} actions={<ListActions>{actions}</ListActions>} sort={sort} perPage={25}>
    <CommandTable set={set} rowMenu={rowMenu}>
      {children}
    </CommandTable>
  </List>
);

/** The record's public page, when `pathOf` says it has one. */
export const StorefrontButton = <R,>({ pathOf }: { pathOf: (record: R) => string | undefined }) => {
  const record = useRecordContext<R & { id: string }>();
  const translate = useTranslate();
  const path = record && pathOf(record);
  if (!path) return null;
  return (
    <Button size="small" href={path} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
      {translate('kit.openStorefront')}
    </Button>
  );
};

/**
 * A show page's toolbar: back to the list, the record's commands, its public page and its audit trail (left out
 * with `auditTrail={false}`, where the page's own buttons lead to its stream).
 */
export const ShowActions = <R,>({
  set,
  storefront,
  auditTrail = true,
  children,
}: {
  set?: CommandSet<R>;
  storefront?: (record: R) => string | undefined;
  auditTrail?: boolean;
  children?: ReactNode;
}) => (
  <TopToolbar>
    <ListButton />
    {children}
    {set && <CommandMenu set={set} variant="buttons" />}
    {storefront && <StorefrontButton pathOf={storefront} />}
    {auditTrail && <AuditTrailButton />}
  </TopToolbar>
);
