import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { analyticsQuery, ordersQuery, profileQuery, type ShippingOrder } from '../api/shipping-api';
import { ShippingProfileForm } from './shipping-profile-form';
import { ShipmentDialog } from './shipment-dialogs';
import { TrackingTimeline } from './tracking-timeline';
import { ShippingAnalytics } from './shipping-analytics';

const TABS = ['orders', 'tracking', 'profile', 'analytics'] as const;
type TabKey = (typeof TABS)[number];
const OPEN = ['shipped', 'in_transit', 'out_for_delivery', 'exception'];

/** Shipping management (/shipping-management): orders to ship, tracking, the shipping profile and analytics. */
export default function ShippingManagementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('shipping.title'));
  const [tab, setTab] = useState<TabKey>('orders');
  const [acting, setActing] = useState<{ order: ShippingOrder; kind: 'ship' | 'tracking' } | null>(null);
  const [saved, setSaved] = useState(false);
  const orders = useQuery(ordersQuery);
  const profile = useQuery(profileQuery);
  const analytics = useQuery({ ...analyticsQuery, enabled: tab === 'analytics' });
  const list = orders.data ?? [];

  const orderCard = (o: ShippingOrder, actions: boolean) => (
    <Paper key={o.id} variant="outlined" sx={{ p: 2 }} data-testid="shipping-order">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography variant="subtitle1" component="h3">
            {o.orderNumber} · {o.artworkTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {o.address ? `${o.address.recipientName}, ${o.address.city} (${o.address.country})` : ''}
            {' · '}
            {t('shipping.orders.shipBy', { date: formatDate(o.shipBy, language, 'medium') })}
            {o.trackingNumber ? ` · ${t(`shipping.carriers.${o.carrier ?? 'sandbox'}`)} ${o.trackingNumber}` : ''}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label={t(`shipping.status.${o.status}`)} data-testid="shipping-status" size="small" />
          {actions && o.status === 'awaiting_shipment' && (
            <Button variant="contained" size="small" onClick={() => setActing({ order: o, kind: 'ship' })}>
              {t('shipping.orders.ship')}
            </Button>
          )}
          {actions && OPEN.includes(o.status) && (
            <Button variant="outlined" size="small" onClick={() => setActing({ order: o, kind: 'tracking' })}>
              {t('shipping.orders.track')}
            </Button>
          )}
        </Stack>
      </Stack>
      {!actions && <TrackingTimeline order={o} />}
    </Paper>
  );

  const body = () => {
    if (tab === 'profile') {
      if (profile.isError) return <LoadError />;
      if (!profile.data) return null;
      return (
        <Stack spacing={2}>
          {saved && <Alert severity="success">{t('shipping.profile.saved')}</Alert>}
          <ShippingProfileForm profile={profile.data.profile} onSaved={() => setSaved(true)} />
        </Stack>
      );
    }
    if (tab === 'analytics') {
      if (analytics.isError) return <LoadError />;
      return analytics.data ? <ShippingAnalytics analytics={analytics.data} /> : null;
    }
    if (orders.isError) return <LoadError />;
    const shown = tab === 'orders' ? list.filter((o) => o.status !== 'delivered' && o.status !== 'returned') : list;
    if (orders.isSuccess && shown.length === 0)
      return (
        <Typography color="text.secondary" data-testid="shipping-empty">
          {t(`shipping.${tab}.empty`)}
        </Typography>
      );
    return <Stack spacing={2}>{shown.map((o) => orderCard(o, tab === 'orders'))}</Stack>;
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('shipping.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('shipping.subtitle')}
      </Typography>
      {profile.data && profile.data.profile === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('shipping.profile.missing')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} sx={{ mb: 3 }} variant="scrollable">
        {TABS.map((k) => (
          <Tab key={k} value={k} label={t(`shipping.tabs.${k}`)} />
        ))}
      </Tabs>
      {body()}
      {acting && <ShipmentDialog order={acting.order} kind={acting.kind} onClose={() => setActing(null)} />}
    </Container>
  );
}
