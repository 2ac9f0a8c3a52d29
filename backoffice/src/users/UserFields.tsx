import { Box, Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import type { UserRecord } from '../types';

interface FieldProps {
  source: string;
  label?: string;
}

// Filled chips with white text: these palette colours keep AA contrast, unlike info and warning.
const STATUS_COLOURS: Record<string, ChipProps['color']> = {
  verified: 'success',
  active: 'primary',
  suspended: 'error',
  unverified: 'default',
  forgotten: 'default',
};

export const StatusField = (_: Partial<FieldProps>) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[record.status] ?? 'default'}
      label={translate(`resources.users.status.${record.status}`, { _: record.status })}
    />
  );
};

export const RolesField = (_: Partial<FieldProps>) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {(record?.roles ?? []).map((role) => (
        <Chip key={role} size="small" variant="outlined" label={translate(`vocabularies.roles.${role}`, { _: role })} />
      ))}
    </Box>
  );
};

/**
 * A value from a closed list (risk level, lifecycle stage, language), shown by its translated name; `unset` names
 * the group's key for a value not recorded yet (else nothing shows).
 */
export const ChoiceField = ({ source, group, unset }: FieldProps & { group: string; unset?: string }) => {
  const record = useRecordContext<Record<string, string>>();
  const translate = useTranslate();
  const value = record?.[source] ?? unset;
  return value ? <span>{translate(`resources.users.${group}.${value}`, { _: value })}</span> : null;
};

export const CompletenessField = (_: Partial<FieldProps>) => {
  const record = useRecordContext<UserRecord>();
  const { percent } = useFormatters();
  if (record?.profileCompleteness === undefined || record.profileCompleteness === null) return null;
  return <span>{percent(record.profileCompleteness)}</span>;
};

/** Why the account has its risk level: each signal that counted, in the reader's language. */
export const RiskReasonsField = ({ source }: FieldProps) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const reasons = (record?.[source] as string[] | undefined) ?? [];
  if (reasons.length === 0) return <span>—</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {reasons.map((reason) => (
        <li key={reason}>{translate(`resources.users.riskReasons.${reason}`, { _: reason })}</li>
      ))}
    </ul>
  );
};
