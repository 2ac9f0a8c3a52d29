import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import type { Workshop } from '../api/workshops-api';

/** The policy in the reader's language, else in the other one (an organiser may write only one). */
export function policyFor(
  workshop: Pick<Workshop, 'cancellationPolicy' | 'cancellationPolicyAr'>,
  language: Language,
): { text: string; lang: Language } | null {
  const texts: Record<Language, string> = {
    en: workshop.cancellationPolicy?.trim() ?? '',
    ar: workshop.cancellationPolicyAr?.trim() ?? '',
  };
  const order: Language[] = language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const lang = order.find((l) => texts[l]);
  return lang ? { text: texts[lang], lang } : null;
}

/** The organiser's own words on cancelling, marked with the language they are written in (so a fallback to the
 * other language is read, and laid out, as that language). Nothing when the organiser wrote none. */
export function CancellationPolicyText({
  workshop,
}: {
  workshop: Pick<Workshop, 'cancellationPolicy' | 'cancellationPolicyAr'>;
}) {
  const { t } = useTranslation();
  const policy = policyFor(workshop, useLanguage());
  if (!policy) return null;
  return (
    <Typography variant="body2" data-testid="cancellation-policy" sx={{ whiteSpace: 'pre-line' }}>
      {t('workshops.cancellationPolicy')}:{' '}
      <span lang={policy.lang} dir={policy.lang === 'ar' ? 'rtl' : 'ltr'}>
        {policy.text}
      </span>
    </Typography>
  );
}
