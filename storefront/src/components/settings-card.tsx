import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from '../lib/api-error';

interface SettingsCardProps {
  /** The heading's id, which names the card for assistive technology. */
  id: string;
  title: string;
  explanation?: string;
  /** Makes the card the form it holds (fields sent together with a button, not each as it changes). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** One card of the preferences screens: a section (or a form) named by its heading, with what it is for. */
export function SettingsCard({ id, title, explanation, onSubmit, children }: SettingsCardProps) {
  const as = onSubmit ? { component: 'form' as const, noValidate: true, onSubmit } : { component: 'section' as const };
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} aria-labelledby={id} {...as}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      {explanation && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {explanation}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** What the server answered a save: its refusal in the interface language (or `failed`), or `saved`. */
export function SaveOutcome({
  save,
  failed,
  saved,
  details = [],
}: {
  save: { isError: boolean; isSuccess: boolean; error: unknown };
  failed: string;
  saved: string;
  /** The refusal's particulars (each field the server named), under its message. */
  details?: string[];
}) {
  const language = useLanguage();
  if (save.isError)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorMessage(save.error, language, failed)}
        {details.map((detail) => (
          <div key={detail}>{detail}</div>
        ))}
      </Alert>
    );
  if (save.isSuccess)
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {saved}
      </Alert>
    );
  return null;
}
