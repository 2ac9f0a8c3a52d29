import { Alert, Box, TableCell, TableRow, Typography } from '@mui/material';
import { Edit, Loading, Show, Title, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Code } from '../common/Code';
import { PlainTable } from '../common/PlainTable';
import { ChangeHistory } from './ChangeHistory';
import { SettingsForm } from './SettingsForm';
import { toSettingsBody, type SettingsRecord } from './settingsBody';

const useLabel = () => {
  const translate = useTranslate();
  return (key: string) => translate(`resources.settings.fields.values.${key}`);
};

const Revision = () => {
  const translate = useTranslate();
  const record = useRecordContext<SettingsRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" sx={{ px: 2, pt: 2 }}>
      {translate('resources.settings.revision', { revision: record.revision })}
    </Typography>
  );
};

/** Moderators and auditors read the settings in force (the server refuses them a change). */
const ReadOnlyValues = () => {
  const translate = useTranslate();
  const label = useLabel();
  const record = useRecordContext<SettingsRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info">{translate('resources.settings.readOnly')}</Alert>
      <PlainTable>
        {Object.entries(record.values).map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th">{label(key)}</TableCell>
            <TableCell>{typeof value === 'object' ? <Code>{JSON.stringify(value)}</Code> : String(value)}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </Box>
  );
};

/**
 * The Settings tab: the one record `platform` of /api/admin/settings. Admins edit it (pessimistic: a refusal
 * keeps the form open with the server's message; a change made meanwhile by someone else answers 409), everyone
 * on staff reads it and its history of changes.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const label = useLabel();
  const { canAccess, isPending } = useCanAccess({ resource: 'settings', action: 'edit' });
  if (isPending) return <Loading />;
  const common = {
    resource: 'settings',
    id: 'platform',
    title: <Title title={translate('resources.settings.title')} />,
  };
  return canAccess ? (
    <Edit {...common} mutationMode="pessimistic" redirect={false} transform={toSettingsBody}>
      <Revision />
      <SettingsForm />
      <ChangeHistory labelOf={label} />
    </Edit>
  ) : (
    <Show {...common}>
      <Revision />
      <ReadOnlyValues />
      <ChangeHistory labelOf={label} />
    </Show>
  );
};
