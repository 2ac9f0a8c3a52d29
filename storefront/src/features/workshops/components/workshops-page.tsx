import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';
import { SelectField, filterOptions } from '../../../components/select-field';
import { useToast } from '../../../components/toast/toast-context';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoney } from '../../../lib/format';
import { featuredWorkshopsQuery, workshopsQuery, type Workshop } from '../api/workshops-api';
import { AddToCalendarLink } from './add-to-calendar-link';
import { CancellationPolicyText } from './cancellation-policy-text';
import { RefundPolicyText } from './refund-policy-text';
import { RegistrationDialog } from './registration-dialog';
import { useScrollToAnchor } from './use-scroll-to-anchor';
import { useSignedInFirst } from './use-signed-in-first';
import { WorkshopSessionsSummary } from './workshop-sessions-summary';

const LEVEL_COLORS: Record<string, 'success' | 'warning' | 'error'> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'error',
};
const CATEGORIES = ['painting', 'sculpture', 'drawing', 'digital_art', 'photography'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];

/** `anchor`: the card is the target of the workshop's address (`#workshop-<id>`, as its calendar file links it). */
function WorkshopCard({
  workshop,
  onRegister,
  anchor = false,
}: {
  workshop: Workshop;
  onRegister: (w: Workshop) => void;
  anchor?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ar = language === 'ar';
  const full = workshop.currentParticipants >= workshop.maxParticipants;
  return (
    <Card
      data-testid="workshop-card"
      id={anchor ? `workshop-${workshop.id}` : undefined}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3">
            {ar && workshop.titleAr ? workshop.titleAr : workshop.title}
          </Typography>
          <Chip
            size="small"
            color={LEVEL_COLORS[workshop.skillLevel] ?? 'default'}
            label={t(`workshops.levels.${workshop.skillLevel}`, { defaultValue: workshop.skillLevel })}
            data-testid="level-badge"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {ar && workshop.descriptionAr ? workshop.descriptionAr : workshop.description}
        </Typography>
        <WorkshopSessionsSummary
          sessions={workshop.sessions ?? []}
          startDate={workshop.startDate}
          endDate={workshop.endDate}
        />
        {/* The organiser's free-text duration, only for a workshop without sessions (the summary says it otherwise). */}
        {!workshop.sessions?.length && workshop.duration && (
          <Typography variant="body2">{workshop.duration}</Typography>
        )}
        <Typography variant="body2" data-testid="participants">
          {t('workshops.participants', { current: workshop.currentParticipants, max: workshop.maxParticipants })}
        </Typography>
        <Typography variant="body2">
          {workshop.isOnline
            ? t('workshops.online')
            : ar && workshop.locationAr
              ? workshop.locationAr
              : workshop.location}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 1 }}>
          {workshop.price ? formatMoney(workshop.price, language) : t('workshops.free')}
        </Typography>
        <CancellationPolicyText workshop={workshop} />
        <RefundPolicyText workshop={workshop} riyadhDays />
        <AddToCalendarLink kind="workshops" id={workshop.id} />
      </CardContent>
      <CardActions>
        <Button variant="contained" fullWidth disabled={full} onClick={() => onRegister(workshop)}>
          {full ? t('workshops.full') : t('workshops.register')}
        </Button>
        {full && (
          <Button fullWidth onClick={() => onRegister(workshop)}>
            {t('workshops.waitlist.join')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The workshops list (/workshops), SPEC section 2. */
export default function WorkshopsPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const signedInFirst = useSignedInFirst('/workshops', t('workshops.toast.loginBody'));
  usePageTitle(t('workshops.title'));
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [level, setLevel] = useState('');
  const [registering, setRegistering] = useState<Workshop | null>(null);
  // The return from the payment page (the sandbox's hosted checkout comes back with its outcome).
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const all = useQuery(workshopsQuery(q.trim()));
  const featured = useQuery(featuredWorkshopsQuery);
  const matches = (w: Workshop) => (!category || w.category === category) && (!level || w.skillLevel === level);
  const shown = (all.data ?? []).filter(matches);
  useScrollToAnchor(all.isSuccess);

  const register = (w: Workshop) => {
    if (!signedInFirst()) return;
    setRegistering(w);
  };

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {t('workshops.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('workshops.subtitle')}
      </Typography>
      <FilterBar label={t('workshops.search')}>
        <SearchField id="workshops-search" label={t('workshops.search')} value={q} onSearch={setQ} />
        <SelectField
          id="workshops-category"
          label={t('workshops.allCategories')}
          value={category}
          onChange={setCategory}
          options={filterOptions(t('workshops.allCategories'), CATEGORIES, (c) => t(`workshops.categories.${c}`))}
        />
        <SelectField
          id="workshops-level"
          label={t('workshops.allLevels')}
          value={level}
          onChange={setLevel}
          minWidth={160}
          options={filterOptions(t('workshops.allLevels'), LEVELS, (l) => t(`workshops.levels.${l}`))}
        />
      </FilterBar>
      {payment && ['succeed', 'fail', 'abandon'].includes(payment) && (
        <Alert severity={payment === 'succeed' ? 'success' : 'warning'} sx={{ mb: 2 }} data-testid="payment-return">
          {t(`workshops.paymentReturn.${payment}`)}
        </Alert>
      )}
      {all.isError && <Alert severity="error">{all.error.message}</Alert>}
      {(featured.data ?? []).filter(matches).length > 0 && (
        <section aria-labelledby="featured-heading">
          <Typography id="featured-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('workshops.featured')}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 4 }} data-testid="featured-workshops">
            {(featured.data ?? []).filter(matches).map((w) => (
              <Grid key={w.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <WorkshopCard workshop={w} onRegister={register} />
              </Grid>
            ))}
          </Grid>
        </section>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('workshops.all')}
      </Typography>
      {all.isSuccess && shown.length === 0 ? (
        <Typography data-testid="workshops-empty">{t('workshops.empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {shown.map((w) => (
            <Grid key={w.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <WorkshopCard workshop={w} onRegister={register} anchor />
            </Grid>
          ))}
        </Grid>
      )}
      {registering && (
        <RegistrationDialog
          workshop={registering}
          onClose={() => setRegistering(null)}
          onSuccess={() => {
            toast({
              title: t('workshops.toast.successTitle'),
              description: t('workshops.toast.successBody'),
              variant: 'success',
            });
            setRegistering(null);
          }}
        />
      )}
    </Container>
  );
}
