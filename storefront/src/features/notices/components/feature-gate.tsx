import type { ReactNode } from 'react';
import { type ScreenKey, screenFeatures } from '../../../config/screens';
import { useFeatureToggles } from '../../../lib/feature-toggles';
import { FeatureOffPanel } from './feature-off-panel';

/** A screen of the route table, or the polite "not available" panel while its feature is switched off. */
export function FeatureGate({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const isOn = useFeatureToggles();
  return isOn(screenFeatures[screen]) ? children : <FeatureOffPanel screen={screen} />;
}
