import type { MouseEvent } from 'react';
import { Link, useLocale, useRecordContext } from 'react-admin';
import { FieldText, localizedText, valueAt } from '../kit/fields';

type AnyRecord = Record<string, unknown>;

/** Who wrote it: the author's display name as the community read model carries it, else the user id. */
export const authorOf = (record: AnyRecord | undefined): string => {
  for (const path of ['authorName', 'author.name', 'user.name', 'userName']) {
    const value = valueAt(record, path);
    if (typeof value === 'string' && value.trim()) return value;
  }
  const id = valueAt(record, 'authorId') ?? valueAt(record, 'userId');
  return typeof id === 'string' ? id : '—';
};

export const AuthorField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<AnyRecord>();
  return <FieldText>{authorOf(record)}</FieldText>;
};

/** A long text cut to one line in lists; the show page has it whole. */
export const ExcerptField = ({ source, length = 120 }: { source: string; label?: string; length?: number }) => {
  const record = useRecordContext<AnyRecord>();
  const value = valueAt(record, source);
  const text = typeof value === 'string' ? value : '';
  return (
    <FieldText title={text.length > length ? text : undefined}>
      {text.length > length ? `${text.slice(0, length)}…` : text || '—'}
    </FieldText>
  );
};

/** The artwork a comment is about, linked to its back-office page. */
export const CommentArtworkField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<AnyRecord>();
  const locale = useLocale();
  const id = valueAt(record, 'artworkId') ?? valueAt(record, 'artwork.id');
  if (typeof id !== 'string') return <FieldText>—</FieldText>;
  const title = localizedText(valueAt(record, 'artwork') as AnyRecord | undefined, 'title', locale) || id;
  return (
    <Link to={`/artworks/${encodeURIComponent(id)}/show`} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {title}
    </Link>
  );
};
