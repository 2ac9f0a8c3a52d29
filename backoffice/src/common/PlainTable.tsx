import { Table, TableBody, TableCell, type TableCellProps, TableHead, TableRow, type TableProps } from '@mui/material';
import { isValidElement, type ReactNode } from 'react';

/** A header cell: its label, or its label with an alignment (numbers line up on the right). */
export type PlainHead = ReactNode | { label: ReactNode; align: TableCellProps['align'] };

const aligned = (head: PlainHead): head is { label: ReactNode; align: TableCellProps['align'] } =>
  typeof head === 'object' && head !== null && !isValidElement(head) && 'label' in head;

/**
 * A small table built by hand, for what is not a react-admin list (a record's history, a health report): the
 * header row from `head` (none without it) and the body rows given as children.
 */
export const PlainTable = ({ head, children, ...table }: TableProps & { head?: PlainHead[]; children: ReactNode }) => (
  <Table size="small" {...table}>
    {head && (
      <TableHead>
        <TableRow>
          {head.map((cell, index) =>
            aligned(cell) ? (
              <TableCell key={index} align={cell.align}>
                {cell.label}
              </TableCell>
            ) : (
              <TableCell key={index}>{cell}</TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
    )}
    <TableBody>{children}</TableBody>
  </Table>
);
