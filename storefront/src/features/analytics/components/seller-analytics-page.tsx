import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useLocalized } from '../../../i18n/use-localized';
import { useSession } from '../../../lib/session/use-session';
import {
  asPeriod,
  organiserAnalyticsQuery,
  ORGANISER_ROLES,
  SELLER_ROLES,
  sellerAnalyticsQuery,
} from '../api/analytics-api';
import { AnalyticsHeader } from './analytics-header';
import { SELLER_TABS, SellerTabContent, type SellerTab } from './seller-tabs';
import { OrganiserTab } from './organiser-tab';

type Tab = SellerTab | 'workshops';

/** /analytics: an artist's or gallery's own figures by period, per represented artist for a gallery, and an
 * organiser's (or gallery's) workshops in their own tab. The period, tab and artist live in the address, so a link
 * shows the same view. Each person sees the tabs of their roles: an organiser alone, only the workshops. */
export default function SellerAnalyticsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  usePageTitle(t('analytics.title'));
  const { roles } = useSession();
  const [params, setParams] = useSearchParams();
  const period = asPeriod(params.get('period'));
  const organiserOnly = roles.some((role) => ORGANISER_ROLES.includes(role));
  // Anyone else reaching the page sees the seller tabs, which the server refuses them (as before organisers).
  const seller = roles.some((role) => SELLER_ROLES.includes(role)) || !organiserOnly;
  const organiser = organiserOnly;
  const tabs: Tab[] = [...(seller ? SELLER_TABS : []), ...(organiser ? (['workshops'] as const) : [])];
  const tab: Tab = (tabs as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : tabs[0]!;
  const artistId = params.get('artist');
  const report = useQuery({
    ...sellerAnalyticsQuery(period, artistId),
    enabled: seller && tab !== 'workshops',
    placeholderData: keepPreviousData,
  });
  const workshops = useQuery({
    ...organiserAnalyticsQuery(period, organiser && tab === 'workshops'),
    placeholderData: keepPreviousData,
  });
  const shown = tab === 'workshops' ? workshops : report;
  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  return (
    <Container sx={{ py: 4 }}>
      <AnalyticsHeader
        title={t('analytics.title')}
        period={period}
        onPeriod={(next) => set('period', String(next))}
        range={shown.data}
      />
      {tab !== 'workshops' && (report.data?.artists.length ?? 0) > 0 && (
        <TextField
          select
          size="small"
          sx={{ mt: 2, minWidth: 260 }}
          label={t('analytics.artist')}
          value={artistId ?? ''}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => set('artist', e.target.value || null)}
        >
          <MenuItem value="">{t('analytics.allArtists')}</MenuItem>
          {report.data!.artists.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {localized(a.name, a.nameAr)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Tabs value={tab} onChange={(_, next: Tab) => set('tab', next)} sx={{ mt: 2 }} variant="scrollable">
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`analytics.tabs.${name}`)} />
        ))}
      </Tabs>
      {shown.isError && <LoadError />}
      {tab === 'workshops'
        ? workshops.data && <OrganiserTab report={workshops.data} />
        : report.data && <SellerTabContent tab={tab} report={report.data} />}
    </Container>
  );
}
