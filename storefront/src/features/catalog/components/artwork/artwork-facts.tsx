import { FactList, type Fact } from '../../../../components/fact-list';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { Artwork } from '../../api/types';
import { knownValue } from '../../lib/known-values';
import { pick } from '../../../../i18n/use-localized';

/** Every descriptive field of the work, in the interface language where an Arabic counterpart exists. */
export function ArtworkFacts({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const yesNo = (v: boolean | undefined) =>
    v === undefined ? null : t(v ? 'catalog.common.yes' : 'catalog.common.no');
  const rows: Fact[] = [
    [
      t('catalog.artwork.fields.category'),
      pick(
        language,
        t(`catalog.categories.${artwork.category}`, { defaultValue: artwork.category }),
        artwork.categoryAr,
      ),
    ],
    [t('catalog.artwork.fields.medium'), pick(language, artwork.medium, artwork.mediumAr)],
    [
      t('catalog.artwork.fields.style'),
      artwork.style ? t(`catalog.styles.${artwork.style}`, { defaultValue: artwork.style }) : null,
    ],
    [
      t('catalog.artwork.fields.year'),
      typeof artwork.year === 'number' ? formatNumber(artwork.year, language, { useGrouping: false }) : null,
    ],
    [t('catalog.artwork.fields.dimensions'), artwork.dimensions ? <bdi>{artwork.dimensions}</bdi> : null],
    [t('catalog.artwork.fields.edition'), knownValue(t, artwork.edition) || null],
    [t('catalog.artwork.fields.signed'), yesNo(artwork.signed)],
    [t('catalog.artwork.fields.frame'), knownValue(t, artwork.frame) || null],
    [t('catalog.artwork.fields.condition'), knownValue(t, artwork.condition) || null],
    [t('catalog.artwork.fields.provenance'), artwork.provenance || null],
    [t('catalog.artwork.fields.certificate'), yesNo(artwork.certificateOfAuthenticity)],
    [t('catalog.artwork.fields.insurance'), knownValue(t, artwork.insurance) || null],
    [t('catalog.artwork.fields.shipping'), knownValue(t, artwork.shipping) || null],
  ];
  return <FactList facts={rows} testId="artwork-facts" spacing={{ my: 2 }} />;
}
