import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';

/** "24 results", announced politely when the list changes. */
export function ResultCount({ total }: { total: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Typography color="text.secondary" role="status" sx={{ mb: 2 }} data-testid="result-count">
      {t('catalog.common.results', { count: total, n: formatNumber(total, language) })}
    </Typography>
  );
}
