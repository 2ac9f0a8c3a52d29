import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoney } from '../../../lib/format';
import type { Artwork, Availability } from '../api/types';
import { useArtworkAction } from '../hooks/use-artwork-mutations';
import { useLocalized } from '../../../i18n/use-localized';
import { OWNER_MOVES } from './artwork-rules';
import { PriceDialog } from './price-dialog';

const statusColor = { draft: 'default', published: 'success', withdrawn: 'warning' } as const;

/** One of the caller's works with its status, availability and price, and the commands on it. */
export function ArtworkRow({ artwork, onEdit }: { artwork: Artwork; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const action = useArtworkAction(artwork.id);
  const [pricing, setPricing] = useState(false);
  const title = localized(artwork.title, artwork.titleAr);
  const cover = artwork.images?.[0];
  const moves = [artwork.availability, ...OWNER_MOVES[artwork.availability]];
  return (
    <Card variant="outlined" component="article" aria-label={title} data-testid="managed-artwork">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Box
            sx={{ width: 120, height: 90, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
          >
            {cover ? (
              <Box
                component="img"
                src={cover.thumbnailUrl ?? cover.url}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : null}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                {title}
              </Typography>
              <Chip
                size="small"
                color={statusColor[artwork.status]}
                label={t(`dashboard.status.${artwork.status}`)}
                data-testid="artwork-status"
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {artwork.price == null ? t('artworkManagement.priceOnRequest') : formatMoney(artwork.price, language)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('artworkManagement.fields.availability')}
                value={artwork.availability}
                sx={{ minWidth: 160 }}
                disabled={moves.length === 1 || action.isPending}
                onChange={(e) => action.mutate({ kind: 'availability', availability: e.target.value as Availability })}
              >
                {moves.map((a) => (
                  <MenuItem key={a} value={a}>
                    {t(`dashboard.availability.${a}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button size="small" variant="outlined" onClick={onEdit}>
                {t('artworkManagement.edit')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setPricing(true)}
                disabled={artwork.availability === 'sold'}
              >
                {t('artworkManagement.changePrice')}
              </Button>
              {artwork.status === 'published' ? (
                <Button
                  size="small"
                  color="warning"
                  variant="outlined"
                  onClick={() => action.mutate({ kind: 'withdraw' })}
                  loading={action.isPending}
                >
                  {t('artworkManagement.withdraw')}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => action.mutate({ kind: 'publish' })}
                  loading={action.isPending}
                >
                  {t('artworkManagement.publish')}
                </Button>
              )}
            </Stack>
          </Box>
        </Stack>
      </CardContent>
      {pricing ? (
        <PriceDialog
          open
          title={title}
          price={artwork.price}
          onClose={() => setPricing(false)}
          onSubmit={(price) => action.mutate({ kind: 'price', price: price as number })}
        />
      ) : null}
    </Card>
  );
}
