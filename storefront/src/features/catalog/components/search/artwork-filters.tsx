import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSyncedState } from '../../../../lib/use-synced-state';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { Facet } from '../../api/types';
import { SelectField } from '../../../../components/select-field';

export const ARTWORK_FILTER_KEYS = ['category', 'style', 'medium', 'availability', 'minPrice', 'maxPrice'] as const;
export type ArtworkFilterKey = (typeof ARTWORK_FILTER_KEYS)[number];
const AVAILABILITIES = ['available', 'reserved', 'sold', 'on_loan'];

interface Props {
  values: Record<ArtworkFilterKey, string>;
  facets: Record<string, Facet[]> | undefined;
  onChange: (changes: Partial<Record<ArtworkFilterKey, string | null>>) => void;
}

/** A price bound is a whole or decimal number of riyals, not negative. */
const isPrice = (v: string) => v === '' || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) >= 0);

/** Category, style, medium and availability with facet counts, and a price range in SAR. */
export function ArtworkFilters({ values, facets, onChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [minPrice, setMinPrice] = useSyncedState(values.minPrice);
  const [maxPrice, setMaxPrice] = useSyncedState(values.maxPrice);

  const label = (kind: string, value: string) => {
    if (kind === 'availability') return t(`catalog.availability.${value}`, { defaultValue: value });
    const group = kind === 'category' ? 'categories' : kind === 'style' ? 'styles' : 'mediums';
    return t(`catalog.${group}.${value}`, { defaultValue: value });
  };
  const options = (kind: 'category' | 'style' | 'medium' | 'availability') => {
    const list =
      facets?.[kind] ?? (kind === 'availability' ? AVAILABILITIES.map((value) => ({ value, count: -1 })) : []);
    const withCurrent =
      values[kind] && !list.some((f) => f.value === values[kind]) ? [...list, { value: values[kind], count: 0 }] : list;
    return [
      { value: '', label: t('catalog.filters.all') },
      ...withCurrent.map((f) => ({
        value: f.value,
        label: f.count >= 0 ? `${label(kind, f.value)} (${formatNumber(f.count, language)})` : label(kind, f.value),
      })),
    ];
  };

  const minError = !isPrice(minPrice) ? t('catalog.validation.price') : undefined;
  const rangeError =
    !minError && isPrice(maxPrice) && minPrice && maxPrice && Number(minPrice) > Number(maxPrice)
      ? t('catalog.validation.priceRange')
      : undefined;
  const maxError = !isPrice(maxPrice) ? t('catalog.validation.price') : rangeError;
  const applyPrice = () => {
    if (minError || maxError) return;
    if (minPrice !== values.minPrice || maxPrice !== values.maxPrice)
      onChange({ minPrice: minPrice || null, maxPrice: maxPrice || null });
  };
  const any = ARTWORK_FILTER_KEYS.some((k) => values[k]);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 3, alignItems: { md: 'flex-start' } }}
      data-testid="artwork-filters"
    >
      {(['category', 'style', 'medium', 'availability'] as const).map((kind) => (
        <SelectField
          key={kind}
          id={`filter-${kind}`}
          label={t(`catalog.filters.${kind}`)}
          value={values[kind]}
          options={options(kind)}
          onChange={(v) => onChange({ [kind]: v || null })}
          minWidth={170}
        />
      ))}
      {(['minPrice', 'maxPrice'] as const).map((kind) => (
        <TextField
          key={kind}
          id={`filter-${kind}`}
          label={t(`catalog.filters.${kind}`)}
          value={kind === 'minPrice' ? minPrice : maxPrice}
          onChange={(e) => (kind === 'minPrice' ? setMinPrice : setMaxPrice)(e.target.value.trim())}
          onBlur={applyPrice}
          onKeyDown={(e) => e.key === 'Enter' && applyPrice()}
          error={Boolean(kind === 'minPrice' ? minError : maxError)}
          helperText={(kind === 'minPrice' ? minError : maxError) ?? t('catalog.filters.inSar')}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
      ))}
      {any ? (
        <Button
          variant="text"
          onClick={() => onChange(Object.fromEntries(ARTWORK_FILTER_KEYS.map((k) => [k, null])))}
          sx={{ alignSelf: 'center' }}
        >
          {t('catalog.common.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}
