import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlaceholderKey } from '../config/screens';
import { PageSection } from './page-section';
import { usePageTitle } from './use-page-title';

/** The spec's test and debug pages: a plain placeholder with the page's name. */
export function PlaceholderPage({ page }: { page: PlaceholderKey }) {
  const { t } = useTranslation();
  const name = t(`placeholders.${page}`);
  usePageTitle(name);
  return (
    <PageSection title={name} testId={`placeholder-${page}`}>
      <Typography>{t('placeholders.body')}</Typography>
    </PageSection>
  );
}
