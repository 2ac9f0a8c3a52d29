import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import type { ShippingOrder } from '../api/shipping-api';

/** An order's tracking history, newest first: status, time and place, and what happened. */
export function TrackingTimeline({ order }: { order: ShippingOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (order.events.length === 0) return <Typography color="text.secondary">{t('shipping.tracking.none')}</Typography>;
  return (
    <List
      dense
      aria-label={t('shipping.tracking.title', { number: order.orderNumber })}
      data-testid="tracking-timeline"
    >
      {[...order.events].reverse().map((e) => (
        <ListItem key={`${e.at}-${e.status}-${e.description}`} divider>
          <ListItemText
            primary={`${t(`shipping.status.${e.status}`)} · ${formatDateTime(e.at, language)}${e.place ? ` · ${e.place}` : ''}`}
            secondary={e.description}
          />
        </ListItem>
      ))}
    </List>
  );
}
