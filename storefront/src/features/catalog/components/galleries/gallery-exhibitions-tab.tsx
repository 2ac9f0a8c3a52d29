import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDate } from '../../../../lib/format';
import type { GalleryExhibition } from '../../api/types';
import { pick } from '../../../../i18n/use-localized';
import { EmptyState } from '../common/list-states';

type Status = 'upcoming' | 'current' | 'past';
const ORDER: Status[] = ['current', 'upcoming', 'past'];

/** The server derives the status when answering; dates decide it when a document lacks one. */
export function exhibitionStatus(ex: GalleryExhibition, now = Date.now()): Status {
  if (ex.status) return ex.status;
  if (new Date(ex.startDate).getTime() > now) return 'upcoming';
  if (new Date(ex.endDate).getTime() < now) return 'past';
  return 'current';
}

/** Exhibitions grouped as current, upcoming and past, each solo or group. */
export function GalleryExhibitionsTab({ exhibitions }: { exhibitions: GalleryExhibition[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (exhibitions.length === 0) return <EmptyState title={t('catalog.galleries.noExhibitions')} />;
  return (
    <Stack spacing={4}>
      {ORDER.map((status) => {
        const items = exhibitions.filter((ex) => exhibitionStatus(ex) === status);
        if (items.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`exhibitions-${status}`}>
            <Typography id={`exhibitions-${status}`} variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
              {t(`catalog.galleries.exhibitionStatus.${status}`)}
            </Typography>
            <Stack spacing={2}>
              {items.map((ex) => (
                <Paper key={ex.id} variant="outlined" sx={{ p: 2 }} data-testid="exhibition">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
                    <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                      {pick(language, ex.title, ex.titleAr)}
                    </Typography>
                    <Chip size="small" variant="outlined" label={t(`catalog.galleries.exhibitionKind.${ex.kind}`)} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t('catalog.common.dateRange', {
                      start: formatDate(ex.startDate, language),
                      end: formatDate(ex.endDate, language),
                    })}
                  </Typography>
                  {ex.description || ex.descriptionAr ? (
                    <Box sx={{ mt: 1 }}>
                      <Typography>{pick(language, ex.description, ex.descriptionAr)}</Typography>
                    </Box>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
