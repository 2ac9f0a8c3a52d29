import { Box, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  List,
  Show,
  useCanAccess,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateCol } from '../kit/lists';
import { postJson } from '../common/postJson';
import { type AppLocale, LOCALES, directionOf } from '../i18n/localeStore';

const R = 'resources.mail/templates';

export interface TemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}
type Texts = Record<AppLocale, TemplateText>;

/** GET /api/admin/mail/templates/{name}, as this screen reads it. */
export interface MailTemplateRecord {
  id: string;
  name: string;
  current: Texts;
  shipped: Texts;
  variables: string[];
  revised: boolean;
  revision: number;
  revisionCount: number;
  changedAt: string | null;
  revisions: {
    revision: number;
    kind: 'revised' | 'reverted';
    toRevision: number | null;
    reason: string;
    actorId: string | null;
    at: string;
  }[];
}

type Preview = Record<AppLocale, { subject: string; html: string }>;

const url = (name: string, action: string) => `/api/admin/mail/templates/${encodeURIComponent(name)}/${action}`;

/** Paragraphs are edited as one text, a blank line between two. */
const toParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** Every transactional mail: its variables, how many revisions and when last changed (/api/admin/mail/templates). */
export const MailTemplateList = () => (
  <List sort={{ field: 'name', order: 'ASC' }} exporter={false} perPage={50}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="variables" disableSort render={(r: MailTemplateRecord) => r.variables.join(', ')} />
      <DataTable.NumberCol source="revisionCount" />
      <DateCol source="changedAt" />
    </DataTable>
  </List>
);

/** A language's subject, greeting and paragraphs; the Arabic block right to left. */
const LanguageFields = ({
  lang,
  text,
  onChange,
  readOnly,
}: {
  lang: AppLocale;
  text: TemplateText;
  onChange: (text: TemplateText) => void;
  readOnly: boolean;
}) => {
  const translate = useTranslate();
  const dir = directionOf(lang);
  const input = { htmlInput: { dir, lang, readOnly } };
  return (
    <Box component="section" aria-label={translate(`${R}.languages.${lang}`)} sx={{ flex: 1, minWidth: 280 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${R}.languages.${lang}`)}
      </Typography>
      <TextField
        label={translate(`${R}.fields.subject_in`, { language: translate(`${R}.languages.${lang}`) })}
        value={text.subject}
        onChange={(e) => onChange({ ...text, subject: e.target.value })}
        fullWidth
        margin="dense"
        slotProps={input}
      />
      <TextField
        label={translate(`${R}.fields.greeting`)}
        value={text.greeting}
        onChange={(e) => onChange({ ...text, greeting: e.target.value })}
        fullWidth
        margin="dense"
        slotProps={input}
      />
      <TextField
        label={translate(`${R}.fields.paragraphs`)}
        value={text.paragraphs.join('\n\n')}
        onChange={(e) => onChange({ ...text, paragraphs: e.target.value.split(/\n\s*\n/) })}
        fullWidth
        multiline
        minRows={5}
        margin="dense"
        helperText={translate(`${R}.help.paragraphs`)}
        slotProps={input}
      />
    </Box>
  );
};

/** The rendered mail in sandboxed frames, English first and Arabic first, at desktop or mobile width. */
const PreviewFrames = ({ preview }: { preview: Preview }) => {
  const translate = useTranslate();
  const [mobile, setMobile] = useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={mobile} onChange={(e) => setMobile(e.target.checked)} />}
        label={translate(`${R}.preview.mobile`)}
      />
      <Stack direction={{ xs: 'column', md: mobile ? 'row' : 'column' }} spacing={2}>
        {LOCALES.map((lang) => (
          <Box key={lang} sx={{ flex: 1 }}>
            <Typography variant="subtitle2">{translate(`${R}.preview.${lang}`)}</Typography>
            <Typography data-testid={`preview-subject-${lang}`} variant="body2" dir="auto">
              {preview[lang].subject}
            </Typography>
            <Box
              component="iframe"
              sandbox=""
              title={translate(`${R}.preview.${lang}`)}
              srcDoc={preview[lang].html}
              sx={{ width: mobile ? 375 : '100%', minHeight: 360, border: 1, borderColor: 'divider' }}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
};

/** The form starts from the text in force at each revision it is shown (a save or revert reloads it). */
const Editor = () => {
  const record = useRecordContext<MailTemplateRecord>();
  return record ? <EditorForm key={`${record.id}:${record.revision}`} record={record} /> : null;
};

const EditorForm = ({ record }: { record: MailTemplateRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const { canAccess: canEdit } = useCanAccess({ resource: 'mail/templates', action: 'edit' });
  const [texts, setTexts] = useState<Texts>(record.current);
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [pending, setPending] = useState(false);
  const body = () => ({
    en: { ...texts.en, paragraphs: toParagraphs(texts.en.paragraphs.join('\n\n')) },
    ar: { ...texts.ar, paragraphs: toParagraphs(texts.ar.paragraphs.join('\n\n')) },
  });
  const run = async (action: string, payload: unknown, done?: string) => {
    setPending(true);
    try {
      const { json } = await postJson(url(record.name, action), payload);
      if (done) notify(done, { type: 'success' });
      return json as unknown;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return null;
    } finally {
      setPending(false);
    }
  };
  const expectedRevision = record.revision;
  const save = async () => {
    if (await run('revisions', { text: body(), reason, expectedRevision }, `${R}.saved`)) {
      setReason('');
      refresh();
    }
  };
  const revert = async (toRevision: number | null) => {
    if (await run('revert', { toRevision, reason, expectedRevision }, `${R}.reverted`)) refresh();
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.help.variables`)}
      </Typography>
      {canEdit && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.help.derived`)}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', my: 1 }}
        aria-label={translate(`${R}.fields.variables`)}
      >
        {record.variables.map((v) => (
          <Chip key={v} label={`{{${v}}}`} size="small" dir="ltr" />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {LOCALES.map((lang) => (
          <LanguageFields
            key={lang}
            lang={lang}
            text={texts[lang]}
            readOnly={!canEdit}
            onChange={(text) => setTexts({ ...texts, [lang]: text })}
          />
        ))}
      </Stack>
      {canEdit && (
        <TextField
          label={translate(`${R}.fields.reason`)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          margin="dense"
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        <Button
          variant="outlined"
          disabled={pending}
          onClick={async () => setPreview(((await run('preview', { text: body() })) as Preview | null) ?? preview)}
        >
          {translate(`${R}.actions.preview`)}
        </Button>
        {canEdit && (
          <>
            <Button variant="contained" disabled={pending} onClick={save}>
              {translate(`${R}.actions.save`)}
            </Button>
            <Button variant="outlined" disabled={pending || !record.revised} onClick={() => revert(null)}>
              {translate(`${R}.actions.revertShipped`)}
            </Button>
            <Button
              variant="outlined"
              disabled={pending}
              onClick={() => run('test-send', { lang: locale === 'ar' ? 'ar' : 'en' }, `${R}.testSent`)}
            >
              {translate(`${R}.actions.testSend`)}
            </Button>
          </>
        )}
      </Stack>
      {preview && <PreviewFrames preview={preview} />}
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>
        {translate(`${R}.history.title`)}
      </Typography>
      {record.revisions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.history.none`)}
        </Typography>
      )}
      <Box component="ol" sx={{ pl: 3 }}>
        {record.revisions.map((r) => (
          <li key={r.revision} data-testid={`revision-${r.revision}`}>
            <Typography variant="body2" component="span">
              {translate(`${R}.history.${r.kind}`, {
                revision: r.revision,
                to: r.toRevision ?? translate(`${R}.history.shipped`),
                at: new Date(r.at).toLocaleString(locale),
                by: r.actorId ?? '—',
              })}
              {r.reason ? ` — ${r.reason}` : ''}
            </Typography>
            {canEdit && r.kind === 'revised' && r.revision !== record.revision && (
              <Button size="small" disabled={pending} onClick={() => revert(r.revision)} sx={{ mx: 1 }}>
                {translate(`${R}.actions.revertTo`, { revision: r.revision })}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
};

const Title = () => {
  const record = useRecordContext<MailTemplateRecord>();
  return <>{record?.name ?? ''}</>;
};

/** One mail: its text per language with the variables it takes, a preview, test send and revisions with revert. */
export const MailTemplateShow = ({ id }: { id?: string }) => (
  <Show id={id} title={<Title />}>
    <Editor />
  </Show>
);
