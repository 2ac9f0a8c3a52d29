import type { MouseEvent } from 'react';
import { Link, useLocale, useRecordContext } from 'react-admin';
import { FieldText, localizedText } from '../kit/fields';

interface InquirySubjectRecord {
  kind?: string;
  subject?: string;
  artwork?: { id: string; title: string; titleAr: string } | null;
  gallery?: { id: string; name: string; nameAr: string } | null;
}

/** What the inquiry is about: the artwork or the gallery, linked to its back-office page. */
export const InquirySubject = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<InquirySubjectRecord>();
  const locale = useLocale();
  if (record?.artwork) {
    return (
      <Link
        to={`/artworks/${encodeURIComponent(record.artwork.id)}/show`}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {localizedText(record.artwork, 'title', locale) || record.artwork.id}
      </Link>
    );
  }
  if (record?.gallery) {
    return (
      <Link
        to={`/galleries/${encodeURIComponent(record.gallery.id)}/show`}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {localizedText(record.gallery, 'name', locale) || record.gallery.id}
      </Link>
    );
  }
  return <FieldText>{record?.subject || '—'}</FieldText>;
};
