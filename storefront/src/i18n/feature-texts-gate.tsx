import { type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureFeatureTexts } from './feature-texts';

/** Suspends a feature's screen until the features' texts are in the i18next instance. */
export function FeatureTextsGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  use(ensureFeatureTexts(i18n));
  return children;
}
