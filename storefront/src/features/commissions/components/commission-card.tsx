import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { formatDate, formatMoney } from '../../../lib/format';
import type { Commission } from '../api/commissions-api';
import { vocabularyName } from './vocabulary-field';

/** A request's budget in SAR (the API keeps halalas). */
export function useBudget() {
  const language = useLanguage();
  const { t } = useTranslation();
  return (c: Pick<Commission, 'budgetMin' | 'budgetMax'>) =>
    t('commissions.budget', {
      min: formatMoney(c.budgetMin / 100, language),
      max: formatMoney(c.budgetMax / 100, language),
    });
}

export function StatusChip({ status }: { status: Commission['status'] }) {
  const { t } = useTranslation();
  const color = status === 'open' ? 'success' : status === 'in_progress' ? 'info' : 'default';
  return <Chip size="small" color={color} label={t(`commissions.status.${status}`)} data-testid="commission-status" />;
}

export function CommissionCard({ commission }: { commission: Commission }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const budget = useBudget();
  const title = localized(commission.title, commission.titleAr);
  return (
    <Card data-testid="commission-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <StatusChip status={commission.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {localized(commission.description, commission.descriptionAr)}
        </Typography>
        <Typography variant="body2">
          {t(`commissions.categories.${commission.category}`, { defaultValue: commission.category })} ·{' '}
          {vocabularyName(t, 'medium', commission.medium)}
        </Typography>
        <Typography variant="subtitle1">{budget(commission)}</Typography>
        <Typography variant="body2">
          {t('commissions.deadline', { date: formatDate(commission.deadline, language) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('commissions.bids', { count: commission.bidCount })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/commissions/${commission.id}`}
          aria-label={`${t('commissions.view')}: ${title}`}
        >
          {t('commissions.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
