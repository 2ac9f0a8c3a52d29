import { FormHelperText, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AskProps } from '../kit/commandSet';
import { FormDialog } from '../kit/FormDialog';
import type { UserRecord } from '../types';

/** The API's bounds of a message (api/src/messages/domain/staff-messages.decider.ts). */
export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;

export interface MessageTexts {
  subject: string;
  body: string;
  subjectAr: string;
  bodyAr: string;
}

const EMPTY: MessageTexts = { subject: '', body: '', subjectAr: '', bodyAr: '' };

/** One language at least has both its subject and message, and a language begun is finished (as the API checks). */
export const messageIsComplete = (texts: MessageTexts): boolean => {
  const languages = [
    [texts.subject, texts.body],
    [texts.subjectAr, texts.bodyAr],
  ].map((pair) => pair.map((text) => text.trim() !== ''));
  const begun = languages.filter((filled) => filled.some(Boolean));
  return begun.length > 0 && begun.every((filled) => filled.every(Boolean));
};

/** What the API takes: an empty language left out. */
const toSend = (texts: MessageTexts) =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim() !== '')) as Partial<MessageTexts>;

/** Asks for the message before "Send message": a subject and a message in English, Arabic (right to left) or both. */
export const SendMessageDialog = ({ open, name, pending, onClose, onConfirm }: AskProps<UserRecord>) => {
  const translate = useTranslate();
  const [texts, setTexts] = useState<MessageTexts>(EMPTY);
  const helpId = useId();
  const complete = messageIsComplete(texts);
  const field = (key: keyof MessageTexts, multiline: boolean, arabic: boolean) => (
    <TextField
      fullWidth
      margin="dense"
      label={translate(`resources.users.messages.${key}`)}
      value={texts[key]}
      onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      slotProps={{
        htmlInput: { maxLength: multiline ? BODY_MAX : SUBJECT_MAX, ...(arabic ? { dir: 'rtl', lang: 'ar' } : {}) },
      }}
    />
  );
  return (
    <FormDialog
      open={open}
      title={translate('resources.users.messages.title', { name })}
      submitLabel={translate('resources.users.messages.send')}
      ready={complete}
      pending={pending}
      maxWidth="md"
      onExited={() => setTexts(EMPTY)}
      onClose={onClose}
      onSubmit={() => onConfirm(toSend(texts))}
    >
      <FormHelperText id={helpId} error={!complete}>
        {translate(complete ? 'resources.users.messages.intro' : 'resources.users.messages.incomplete')}
      </FormHelperText>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} aria-describedby={helpId}>
        <Stack sx={{ flex: 1 }} role="group" aria-label={translate('resources.users.messages.english')}>
          {field('subject', false, false)}
          {field('body', true, false)}
        </Stack>
        <Stack sx={{ flex: 1 }} role="group" aria-label={translate('resources.users.messages.arabic')}>
          {field('subjectAr', false, true)}
          {field('bodyAr', true, true)}
        </Stack>
      </Stack>
    </FormDialog>
  );
};
