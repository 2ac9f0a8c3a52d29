import { Chip, type ChipProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';

type AnyRecord = Record<string, unknown>;

/** Text in the same type as react-admin's own fields (body2), so custom fields line up with TextField. */
export const FieldText = ({ children, lang, title }: { children: ReactNode; lang?: string; title?: string }) => (
  <Typography component="span" variant="body2" lang={lang} title={title}>
    {children}
  </Typography>
);

/** An input's slot props for Arabic text, written right to left whatever the interface language. */
export const arabicInput = { htmlInput: { dir: 'rtl', lang: 'ar' } };

/** Reads a dotted path (`artist.name`) from a record. */
export const valueAt = (record: object | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as AnyRecord)[key] : undefined), record);

/**
 * The text of the interface language: `<source>Ar` in Arabic and `<source>` in English, each falling back to
 * the other when it is empty (content is written in both, but not always).
 */
export const localizedText = (record: object | undefined, source: string, locale: string): string => {
  const english = valueAt(record, source);
  const arabic = valueAt(record, `${source}Ar`);
  const pick = (first: unknown, second: unknown) =>
    typeof first === 'string' && first.trim() ? first : typeof second === 'string' ? second : '';
  return locale === 'ar' ? pick(arabic, english) : pick(english, arabic);
};

export const LocalizedField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<AnyRecord>();
  const locale = useLocale();
  const text = localizedText(record, source, locale);
  return (
    <FieldText lang={locale === 'ar' && valueAt(record, `${source}Ar`) ? 'ar' : undefined}>{text || '—'}</FieldText>
  );
};

/** A value from a closed list (status, availability…), as a chip with its translated name. */
export const ChoiceChip = ({
  source,
  group,
  colours = {},
}: {
  source: string;
  group: string;
  label?: string;
  colours?: Record<string, ChipProps['color']>;
}) => {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const value = valueAt(record, source);
  if (value === undefined || value === null || value === '') return null;
  return (
    <Chip
      size="small"
      color={colours[String(value)] ?? 'default'}
      label={translate(`${group}.${String(value)}`, { _: String(value) })}
    />
  );
};

/**
 * A value of an open list (an artist's style or medium: a vocabulary the forms offer, free text allowed) by its
 * translated name when it is one of the vocabulary's, as it was written otherwise.
 */
export const KnownValueField = ({ source, group }: { source: string; group: string; label?: string }) => {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const value = valueAt(record, source);
  if (value === undefined || value === null || value === '') return <FieldText>—</FieldText>;
  return <FieldText>{translate(`${group}.${String(value)}`, { _: String(value) })}</FieldText>;
};

export const FeaturedField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ featured?: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return record.featured ? (
    <Chip size="small" color="primary" label={translate('kit.featured')} />
  ) : (
    <FieldText>{translate('kit.notFeatured')}</FieldText>
  );
};

export const PriceField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<AnyRecord>();
  const locale = useLocale();
  const value = valueAt(record, source);
  if (typeof value !== 'number') return <FieldText>—</FieldText>;
  const currency = typeof record?.currency === 'string' ? record.currency : 'SAR';
  const text = new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  }).format(value);
  return <FieldText>{text}</FieldText>;
};

export const CountField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<AnyRecord>();
  const { number } = useFormatters();
  const value = valueAt(record, source);
  return (
    <FieldText>
      {Array.isArray(value) ? number(value.length) : typeof value === 'number' ? number(value) : '—'}
    </FieldText>
  );
};

/** A small thumbnail: the first image of the record (the artwork's cover) or a single image field. */
export const ThumbnailField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<AnyRecord>();
  const value = valueAt(record, source);
  const image = Array.isArray(value) ? value[0] : value;
  const url =
    typeof image === 'string'
      ? image
      : image && typeof image === 'object'
        ? ((image as AnyRecord).thumbnailUrl ?? (image as AnyRecord).url)
        : undefined;
  if (typeof url !== 'string' || !url) return null;
  // Decorative next to the title, which names the work.
  return (
    <img
      src={url}
      alt=""
      width={48}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
      loading="lazy"
    />
  );
};
