import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useLocalized } from '../../../i18n/use-localized';
import type { Order } from '../api/orders-api';
import { StatusChip, useMoney } from './order-bits';

/** Orders or offers as a list: the work, the amount, the status, and what the row allows below it. */
export function OrderList({
  items,
  testId,
  extra,
}: {
  items: Order[];
  testId: string;
  extra?: (o: Order) => ReactNode;
}) {
  const local = useLocalized();
  const money = useMoney();
  return (
    <List data-testid={testId}>
      {items.map((o) => (
        <ListItem key={o.id} divider data-testid={`${testId}-item`} data-id={o.id} sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <ListItemText primary={local(o.artwork?.title, o.artwork?.titleAr)} secondary={money(o.amount)} />
            <StatusChip status={o.status} />
          </Stack>
          {extra?.(o)}
        </ListItem>
      ))}
    </List>
  );
}
