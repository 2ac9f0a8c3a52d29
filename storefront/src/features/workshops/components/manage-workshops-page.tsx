import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatTiles } from '../../../components/stat-tiles';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatMoneyExact, formatNumber } from '../../../lib/format';
import { checkIn, organisedRegistrationsQuery, organisedWorkshopsQuery, publishWorkshop } from '../api/workshops-api';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { PromoCodesSection } from './promo-codes-section';
import { SessionsSection } from './sessions-section';
import { TicketTiersSection } from './ticket-tiers-section';
import { RegistrationFieldsSection } from './registration-fields-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { AttendeeMailDialog } from './attendee-mail-dialog';
import { RegistrationChartsSection } from './registration-charts-section';
import { RefundPolicySection } from './refund-policy-section';
import { RegistrationRefundActions, RegistrationRefunds } from './registration-refund-actions';
import { WorkshopDetailsForm } from './workshop-details-form';
import { revenueOf } from './revenue-model';

/** The organiser's workshop dashboard (/manage/workshops): figures (revenue paid in, refunded and net), registration trend and revenue by tier charts,
 * attendees, search, check-in, refunds, export; the refund policy, tiers, registration fields, payment methods and
 * promo codes. */
export default function ManageWorkshopsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  usePageTitle(t('workshops.manage.title'));
  const workshops = useQuery(organisedWorkshopsQuery);
  const [chosen, setChosen] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [mailing, setMailing] = useState(false);
  const [details, setDetails] = useState<'new' | 'edit' | null>(null);
  const workshopId = chosen || workshops.data?.[0]?.id || '';
  const workshop = workshops.data?.find((w) => w.id === workshopId);
  const registrations = useQuery({ ...organisedRegistrationsQuery(workshopId, q.trim()), enabled: !!workshopId });
  const onError = (error: Error) => failed(t('workshops.manage.failed'), error);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/workshops/registrations'] });
  const checkInOne = useMutation({ mutationFn: (id: string) => checkIn(workshopId, id), onSuccess: refresh, onError });
  const publish = useMutation({
    mutationFn: () => publishWorkshop(workshopId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisedWorkshopsQuery.queryKey }),
    onError,
  });
  const rows = registrations.data ?? [];
  const live = rows.filter((r) => r.paymentStatus !== 'cancelled' && r.paymentStatus !== 'failed');
  const paid = live.filter((r) => r.paymentStatus === 'paid');
  const revenue = revenueOf(rows);
  const attended = live.filter((r) => r.attendanceStatus === 'attended').length;
  const percent = (part: number, whole: number) =>
    formatNumber(whole ? part / whole : 0, language, { style: 'percent', maximumFractionDigits: 0 });
  const stats = [
    { label: t('workshops.manage.registrations'), value: live.length },
    { label: t('workshops.manage.paidIn'), value: formatMoneyExact(revenue.paid, language) },
    { label: t('workshops.manage.refunded'), value: formatMoneyExact(revenue.refunded, language) },
    { label: t('workshops.manage.netRevenue'), value: formatMoneyExact(revenue.net, language) },
    { label: t('workshops.manage.conversion'), value: percent(paid.length, rows.length) },
    { label: t('workshops.manage.attendance'), value: percent(attended, paid.length) },
  ];
  return (
    <Container sx={{ py: 4 }}>
      {/* On a phone the button wraps under the heading instead of pushing the page wider. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {t('workshops.manage.title')}
        </Typography>
        <Button variant="contained" onClick={() => setDetails('new')}>
          {t('workshops.manage.newWorkshop')}
        </Button>
      </Stack>
      {details && (
        <WorkshopDetailsForm
          workshop={details === 'edit' ? workshop : undefined}
          onClose={() => setDetails(null)}
          onSaved={(id) => {
            setDetails(null);
            setChosen(id);
            setSelected([]);
          }}
        />
      )}
      {workshops.isSuccess && workshops.data.length === 0 && <Typography>{t('workshops.manage.none')}</Typography>}
      {workshop && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <TextField
              select
              name="workshop"
              label={t('workshops.manage.workshop')}
              value={workshopId}
              onChange={(e) => {
                setChosen(e.target.value);
                setSelected([]);
              }}
              sx={{ minWidth: 280 }}
            >
              {workshops.data?.map((w) => (
                <MenuItem key={w.id} value={w.id}>
                  {language === 'ar' && w.titleAr ? w.titleAr : w.title}
                </MenuItem>
              ))}
            </TextField>
            <Chip label={t(`workshops.manage.status.${workshop.status ?? 'draft'}`)} />
            <Button variant="outlined" onClick={() => setDetails('edit')}>
              {t('workshops.manage.editDetails')}
            </Button>
            {workshop.status === 'draft' && (
              <Button variant="outlined" onClick={() => publish.mutate()}>
                {t('workshops.manage.publish')}
              </Button>
            )}
            <Button component="a" href={`/api/workshops/${workshopId}/registrations/export.csv`} download>
              {t('workshops.manage.export')}
            </Button>
          </Stack>
          <StatTiles label={t('workshops.manage.title')} stats={stats} />
          <RegistrationChartsSection workshopId={workshopId} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <TextField label={t('workshops.manage.search')} value={q} onChange={(e) => setQ(e.target.value)} />
            <Button variant="outlined" disabled={selected.length === 0} onClick={() => setMailing(true)}>
              {t('workshops.mail.action', { count: selected.length })}
            </Button>
          </Stack>
          {mailing && (
            <AttendeeMailDialog workshopId={workshopId} registrationIds={selected} onClose={() => setMailing(false)} />
          )}
          {/* Eight columns do not fit a phone: the table scrolls inside its box, the page does not. */}
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={rows.length > 0 && selected.length === rows.length}
                      indeterminate={selected.length > 0 && selected.length < rows.length}
                      onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.id) : [])}
                      slotProps={{ input: { 'aria-label': t('workshops.mail.selectAll') } }}
                    />
                  </TableCell>
                  <TableCell>{t('workshops.manage.attendee')}</TableCell>
                  <TableCell>{t('workshops.dialog.email')}</TableCell>
                  <TableCell>{t('workshops.manage.registeredAt')}</TableCell>
                  <TableCell>{t('workshops.manage.seats')}</TableCell>
                  <TableCell>{t('workshops.manage.payment')}</TableCell>
                  <TableCell>{t('workshops.manage.attendanceStatus')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid="attendee-row">
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(r.id)}
                        onChange={(e) =>
                          setSelected(e.target.checked ? [...selected, r.id] : selected.filter((id) => id !== r.id))
                        }
                        slotProps={{
                          input: {
                            'aria-label': t('workshops.mail.select', {
                              name: `${r.personalInfo.firstName ?? ''} ${r.personalInfo.lastName}`.trim(),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      {r.personalInfo.firstName} {r.personalInfo.lastName}
                    </TableCell>
                    <TableCell>{r.personalInfo.email}</TableCell>
                    <TableCell>{formatDate(r.registeredAt, language, 'medium')}</TableCell>
                    <TableCell>{formatNumber(r.quantity ?? 1, language)}</TableCell>
                    <TableCell>
                      {t(`workshops.manage.paymentStatus.${r.paymentStatus}`)}
                      <RegistrationRefunds registration={r} />
                    </TableCell>
                    <TableCell>{t(`workshops.manage.attendanceValues.${r.attendanceStatus}`)}</TableCell>
                    <TableCell>
                      {r.paymentStatus === 'paid' && r.attendanceStatus !== 'attended' && (
                        <Button size="small" onClick={() => checkInOne.mutate(r.id)}>
                          {t('workshops.manage.checkIn')}
                        </Button>
                      )}
                      <RegistrationRefundActions workshopId={workshopId} registration={r} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <RefundPolicySection key={`refunds-${workshopId}`} workshopId={workshopId} policy={workshop.refundPolicy} />
          {/* A new start date moves the sessions on the server: the rows start again from what it stored. */}
          <SessionsSection
            key={`sessions-${workshopId}-${workshop.startDate}`}
            workshopId={workshopId}
            sessions={workshop.sessions ?? []}
          />
          <TicketTiersSection
            key={workshopId}
            workshopId={workshopId}
            seatsPerPerson={workshop.maxSeatsPerPerson ?? 1}
          />
          <RegistrationFieldsSection key={`fields-${workshopId}`} workshopId={workshopId} />
          <PaymentMethodsSection workshopId={workshopId} />
          <PromoCodesSection workshopId={workshopId} />
        </>
      )}
    </Container>
  );
}
