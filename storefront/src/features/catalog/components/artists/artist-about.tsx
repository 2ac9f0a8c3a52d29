import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FactList, type Fact } from '../../../../components/fact-list';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { Artist, CvExhibition } from '../../api/types';
import { countryKey } from '../../lib/countries';
import { pick } from '../../../../i18n/use-localized';

/** "Title · Venue · Year" for an exhibition or award entry. */
export function cvEntryText(item: CvExhibition, language: 'en' | 'ar'): string {
  if (typeof item === 'string') return item;
  const title = pick(language, item.title, item.titleAr);
  const venue = pick(language, item.venue, item.venueAr);
  const year = typeof item.year === 'number' ? formatNumber(item.year, language, { useGrouping: false }) : item.year;
  return [title, venue, year].filter(Boolean).join(' · ');
}

function ExhibitionList({ title, items, language }: { title: string; items: CvExhibition[]; language: 'en' | 'ar' }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
        {items.map((item, i) => (
          <li key={i}>{cvEntryText(item, language)}</li>
        ))}
      </Box>
    </Box>
  );
}

/** The about tab: biography, facts and the exhibition history (solo and group). */
export function ArtistAbout({ artist }: { artist: Artist }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = (n: number | null | undefined) =>
    typeof n === 'number' ? formatNumber(n, language, { useGrouping: false }) : null;
  const country = countryKey(artist.nationality);
  const facts: Fact[] = [
    [t('catalog.artists.nationality'), country ? t(`catalog.countries.${country}`) : artist.nationality],
    [t('catalog.artists.location'), pick(language, artist.location, artist.locationAr)],
    [t('catalog.artists.born'), year(artist.birthYear)],
    [t('catalog.artists.died'), year(artist.died)],
    [
      t('catalog.artists.style'),
      artist.style ? t(`catalog.styles.${artist.style}`, { defaultValue: artist.style }) : null,
    ],
    [
      t('catalog.artists.medium'),
      artist.medium ? t(`catalog.artistMedia.${artist.medium}`, { defaultValue: artist.medium }) : null,
    ],
    [
      t('catalog.artists.experience'),
      typeof artist.experienceYears === 'number'
        ? t('catalog.artists.years', {
            count: artist.experienceYears,
            n: formatNumber(artist.experienceYears, language),
          })
        : null,
    ],
    [t('catalog.artists.education'), pick(language, artist.education, artist.educationAr)],
  ];
  const solo = artist.exhibitions?.solo ?? [];
  const group = artist.exhibitions?.group ?? [];
  return (
    <Box data-testid="artist-about">
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('catalog.artists.biography')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 3 }}>
        {pick(language, artist.biography, artist.biographyAr) || t('catalog.artists.noBiography')}
      </Typography>
      <FactList facts={facts} />
      {artist.awards && artist.awards.length > 0 ? (
        <Box sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            {t('catalog.artists.awards')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            {artist.awards.map((a, i) => (
              <li key={i}>{cvEntryText(a, language)}</li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('catalog.artists.exhibitions')}
      </Typography>
      {solo.length + group.length === 0 ? (
        <Typography color="text.secondary">{t('catalog.artists.noExhibitions')}</Typography>
      ) : (
        <>
          <ExhibitionList title={t('catalog.artists.soloExhibitions')} items={solo} language={language} />
          <ExhibitionList title={t('catalog.artists.groupExhibitions')} items={group} language={language} />
        </>
      )}
    </Box>
  );
}
