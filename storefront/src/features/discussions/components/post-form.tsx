import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';

/** Server bounds (api: community.rules.ts): a title of 200 characters, a text of 2,000. */
const MAX = { title: 200, body: 2000 } as const;

/** A new discussion (title and text) or a reply (text only): checked here, then by the server, field by field. */
export function PostForm<T>({
  withTitle,
  submitLabel,
  send,
  onSent,
  testId,
}: {
  withTitle: boolean;
  submitLabel: string;
  send: (values: { title: string; body: string }) => Promise<T>;
  onSent: (answer: T) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState({ title: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const post = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      setValues({ title: '', body: '' });
      setErrors({});
      onSent(answer);
    },
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });
  const submit = () => {
    const next: Record<string, string> = {};
    for (const key of withTitle ? (['title', 'body'] as const) : (['body'] as const)) {
      if (!values[key].trim()) next[key] = t('discussions.required');
      else if (values[key].length > MAX[key]) next[key] = t('discussions.tooLong', { max: MAX[key] });
    }
    setErrors(next);
    if (!Object.keys(next).length) post.mutate({ title: values.title.trim(), body: values.body.trim() });
  };
  const field = (key: 'title' | 'body') => (
    <TextField
      id={`${testId}-${key}`}
      label={t(`discussions.fields.${key}`)}
      required
      fullWidth
      multiline={key === 'body'}
      minRows={key === 'body' ? 3 : undefined}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
    />
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {withTitle ? field('title') : null}
      {field('body')}
      {post.isError && !Object.keys(errors).length ? (
        <Alert severity="error">{errorMessage(post.error, language, t('discussions.failed'))}</Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" loading={post.isPending}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
