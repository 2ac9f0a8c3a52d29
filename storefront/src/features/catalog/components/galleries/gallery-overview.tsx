import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FactList, type Fact } from '../../../../components/fact-list';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { Gallery } from '../../api/types';
import { pick } from '../../../../i18n/use-localized';

/** Links and phone numbers read left to right in both languages. */
const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

/** The overview tab: about, contact details, opening hours, specialties, curator, social links. */
export function GalleryOverview({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const social = Object.entries(gallery.social ?? {}).filter(([, url]) => url);
  const details: Fact[] = [
    [
      t('catalog.galleries.established'),
      typeof gallery.establishedYear === 'number'
        ? formatNumber(gallery.establishedYear, language, { useGrouping: false })
        : null,
    ],
    [t('catalog.galleries.location'), pick(language, gallery.location, gallery.locationAr) || null],
    [t('catalog.galleries.address'), pick(language, gallery.address, gallery.addressAr) || null],
    [
      t('catalog.galleries.phone'),
      gallery.phone ? <Link href={`tel:${gallery.phone}`}>{ltr(gallery.phone)}</Link> : null,
    ],
    [
      t('catalog.galleries.email'),
      gallery.email ? <Link href={`mailto:${gallery.email}`}>{ltr(gallery.email)}</Link> : null,
    ],
    [
      t('catalog.galleries.website'),
      gallery.website ? (
        <Link href={gallery.website} target="_blank" rel="noopener noreferrer">
          {ltr(gallery.website)}
        </Link>
      ) : null,
    ],
    [t('catalog.galleries.openingHours'), pick(language, gallery.openingHours, gallery.openingHoursAr) || null],
    [t('catalog.galleries.curator'), gallery.curator || null],
  ];
  return (
    <Box data-testid="gallery-overview">
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('catalog.galleries.about')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 3 }}>
        {pick(language, gallery.about, gallery.aboutAr) || t('catalog.galleries.noAbout')}
      </Typography>
      <FactList facts={details} />
      {gallery.specialties && gallery.specialties.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            {t('catalog.galleries.specialties')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
            {gallery.specialties.map((s) => (
              <Chip
                key={s}
                label={t([`catalog.categories.${s}`, `catalog.styles.${s}`], { defaultValue: s })}
                variant="outlined"
              />
            ))}
          </Stack>
        </>
      ) : null}
      {social.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            {t('catalog.galleries.social')}
          </Typography>
          <Stack direction="row" spacing={2}>
            {social.map(([network, url]) => (
              <Link key={network} href={url} target="_blank" rel="noopener noreferrer">
                {t(`catalog.galleries.networks.${network}`, { defaultValue: network })}
              </Link>
            ))}
          </Stack>
        </>
      ) : null}
    </Box>
  );
}
