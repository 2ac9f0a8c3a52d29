import { Box } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';

/**
 * The HTML body in a sandboxed frame: no scripts, no same-origin access, so a captured message can never act
 * with the admin's session.
 */
const HtmlPreview = () => {
  const record = useRecordContext<{ html?: string; subject?: string }>();
  const translate = useTranslate();
  if (!record?.html) return null;
  return (
    <Labeled label="resources.mail.fields.html">
      <Box
        component="iframe"
        sandbox=""
        srcDoc={record.html}
        title={`${translate('resources.mail.fields.html')}: ${record.subject ?? ''}`}
        sx={{ width: '100%', minHeight: 360, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
      />
    </Labeled>
  );
};

export const MailShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="subject" dir="auto" />
      <TextField source="from" />
      <TextField source="to" />
      <DateTimeField source="receivedAt" label="resources.mail.fields.receivedAt" />
      <TextField source="text" dir="auto" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} />
      <HtmlPreview />
    </SimpleShowLayout>
  </Show>
);
