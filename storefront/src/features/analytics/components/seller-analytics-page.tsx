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
import { asPeriod, sellerAnalyticsQuery } from '../api/analytics-api';
import { AnalyticsHeader } from './analytics-header';
import { SELLER_TABS, SellerTabContent, type SellerTab } from './seller-tabs';

/** /analytics: an artist's or gallery's own figures by period, per represented artist for a gallery. The period,
 * tab and artist live in the address, so a link shows the same view. */
export default function SellerAnalyticsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  usePageTitle(t('analytics.title'));
  const [params, setParams] = useSearchParams();
  const period = asPeriod(params.get('period'));
  const tab: SellerTab = (SELLER_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as SellerTab)
    : 'overview';
  const artistId = params.get('artist');
  const report = useQuery({ ...sellerAnalyticsQuery(period, artistId), placeholderData: keepPreviousData });
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
        range={report.data}
      />
      {(report.data?.artists.length ?? 0) > 0 && (
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
      <Tabs value={tab} onChange={(_, next: SellerTab) => set('tab', next)} sx={{ mt: 2 }} variant="scrollable">
        {SELLER_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`analytics.tabs.${name}`)} />
        ))}
      </Tabs>
      {report.isError && <LoadError />}
      {report.data && <SellerTabContent tab={tab} report={report.data} />}
    </Container>
  );
}
