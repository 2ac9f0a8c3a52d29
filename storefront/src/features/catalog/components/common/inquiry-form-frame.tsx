import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * The frame of a message form sent to an artist or gallery: heading, intro, the sign-in hint for visitors,
 * the fields and the send button (which says it is sending while the request runs).
 */
export function InquiryFormFrame({
  id,
  testId,
  texts,
  intro,
  signedIn,
  sending,
  onSubmit,
  children,
}: {
  /** Id of the heading, which names the form. */
  id: string;
  testId: string;
  /** Names the `catalog.<texts>` title, send and sending labels. */
  texts: 'inquiry' | 'contact';
  intro: string;
  signedIn: boolean;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id} data-testid={testId}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t(`catalog.${texts}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {!signedIn ? (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {t('catalog.inquiry.signInHint')}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? t(`catalog.${texts}.sending`) : t(`catalog.${texts}.send`)}
        </Button>
      </Stack>
    </form>
  );
}

/** The e-mail and phone fields of a message form; both read left to right in either language. */
export function ContactDetailFields({
  idPrefix,
  texts,
  email,
  phone,
}: {
  idPrefix: string;
  /** Names the `catalog.<texts>` field labels. */
  texts: 'inquiry' | 'contact';
  email: FieldProps;
  phone: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label={t(`catalog.${texts}.email`)}
        required
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        {...email}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={t(`catalog.${texts}.phone`)}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        {...phone}
      />
    </>
  );
}
