import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '../../../components/chart-panel';
import { useLocalized } from '../../../i18n/use-localized';
import { TIME_ZONE } from '../../../lib/format';
import { organisedRegistrationsQuery, type OrganisedRegistration } from '../api/workshops-api';
import { organiserTiersQuery } from '../api/workshop-lists-api';
import { revenueByTier } from './revenue-model';

const DAY_MS = 86_400_000;
const riyadhDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
const counted = (r: OrganisedRegistration) => r.paymentStatus !== 'cancelled' && r.paymentStatus !== 'failed';

/** Every day (Riyadh time) from the first registration to the last, gaps included, with the registrations and the
 * paid ones taken on it. Riyadh keeps no daylight saving, so a day is always 24 hours. */
export function registrationTrend(registrations: OrganisedRegistration[]) {
  const live = registrations.filter(counted);
  const days = live.map((r) => riyadhDay.format(new Date(r.registeredAt))).sort();
  if (days.length === 0) return { dates: [], registrations: [], paid: [] };
  const dates: string[] = [];
  for (let t = Date.parse(`${days[0]}T12:00:00Z`); t <= Date.parse(`${days.at(-1)}T12:00:00Z`); t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  const perDay = (rows: OrganisedRegistration[]) => {
    const count = new Map<string, number>();
    for (const r of rows) {
      const day = riyadhDay.format(new Date(r.registeredAt));
      count.set(day, (count.get(day) ?? 0) + 1);
    }
    return dates.map((d) => count.get(d) ?? 0);
  };
  return { dates, registrations: perDay(live), paid: perDay(live.filter((r) => r.paymentStatus === 'paid')) };
}

/** The selected workshop's registrations per day and revenue by ticket tier (paid in, and net of refunds), each a chart with its table view and
 * CSV. Reads the whole registration list (not the attendee search) and the tiers the page already loads. */
export function RegistrationChartsSection({ workshopId }: { workshopId: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const registrations = useQuery({ ...organisedRegistrationsQuery(workshopId, ''), enabled: !!workshopId });
  const tiers = useQuery(organiserTiersQuery(workshopId));
  if (!registrations.data || !tiers.data) return null;
  const trend = registrationTrend(registrations.data);
  const tierSeries = ({ paid, net }: { paid: number[]; net: number[] }) => [
    { label: t('workshops.manage.paidIn'), values: paid },
    { label: t('workshops.manage.netRevenue'), values: net },
  ];
  if (trend.dates.length === 0) return <Typography sx={{ my: 2 }}>{t('workshops.manage.charts.none')}</Typography>;
  return (
    <>
      <ChartPanel
        id={`registrations-${workshopId}`}
        title={t('workshops.manage.charts.trend')}
        dates={trend.dates}
        series={[
          { label: t('workshops.manage.registrations'), values: trend.registrations },
          { label: t('workshops.manage.charts.paid'), values: trend.paid },
        ]}
      />
      {tiers.data.length > 0 && (
        <ChartPanel
          id={`tier-revenue-${workshopId}`}
          title={t('workshops.manage.charts.tierRevenue')}
          kind="bar"
          categoryLabel={t('workshops.manage.charts.tier')}
          categories={tiers.data.map((tier) => localized(tier.tierName, tier.tierNameAr))}
          series={tierSeries(
            revenueByTier(
              registrations.data,
              tiers.data.map((tier) => tier.id),
            ),
          )}
        />
      )}
    </>
  );
}
