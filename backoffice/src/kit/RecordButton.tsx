import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/**
 * A small button of a record's toolbar, made from the record: a page of the console (`to`) or a file of the
 * API (`href`). Nothing while the record loads, nor when `shownIf` says the record has no such page.
 */
export const RecordButton = <R extends { id: string }>({
  label,
  to,
  href,
  shownIf,
}: {
  label: string;
  to?: (record: R) => string;
  href?: (record: R) => string;
  shownIf?: (record: R) => boolean;
}) => {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record || (shownIf && !shownIf(record))) return null;
  return to ? (
    <Button size="small" component={RouterLink} to={to(record)}>
      {translate(label)}
    </Button>
  ) : (
    <Button size="small" href={href?.(record)}>
      {translate(label)}
    </Button>
  );
};
