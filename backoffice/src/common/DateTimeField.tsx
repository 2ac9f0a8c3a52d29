import { useRecordContext } from 'react-admin';
import { useFormatters } from '../format';

/** A date and time in Asia/Riyadh, in the interface language, with the machine-readable value kept. */
export const DateTimeField = ({ source, dateOnly }: { source: string; label?: string; dateOnly?: boolean }) => {
  const record = useRecordContext<Record<string, string>>();
  const { dateTime, date } = useFormatters();
  const value = record?.[source];
  return value ? <time dateTime={value}>{dateOnly ? date(value) : dateTime(value)}</time> : null;
};
