import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { useStructuredData } from '../hooks/use-structured-data';
import { ComparisonSection } from './comparison-section';
import { EarlyAccessSection } from './early-access-section';
import { HeroSection } from './hero-section';
import { JoinSection } from './join-section';
import { MarketStatsSection } from './market-stats-section';

/** The pre-launch landing page (SPEC section 2). */
export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.meta.title'));
  useStructuredData();
  return (
    <div data-testid="landing-page">
      <HeroSection />
      <ComparisonSection />
      <MarketStatsSection />
      <EarlyAccessSection />
      <JoinSection />
    </div>
  );
}
