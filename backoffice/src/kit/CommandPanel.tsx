import { Button, Stack, TextField, type TextFieldProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCommand } from './useCommand';

/**
 * A costly staff command set inline on a record's page (a refund, a dispute's decision): a heading, the fields and
 * the command's button, which stays off until `ready` and while the command runs. `task` and `done` go to
 * `useCommand().run`; `onDone` clears the fields once the command went through.
 */
export const CommandPanel = ({
  testId,
  title,
  confirmLabel,
  ready,
  task,
  done,
  onDone,
  children,
}: {
  testId: string;
  title: string;
  confirmLabel: string;
  ready: boolean;
  task: () => Promise<unknown>;
  done: string;
  onDone: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { run, isPending } = useCommand();
  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }} data-testid={testId}>
      <Typography variant="subtitle1">{translate(title)}</Typography>
      {children}
      <Button
        variant="contained"
        color="warning"
        disabled={isPending || !ready}
        onClick={() => void run(task, done).then((went) => went && onDone())}
      >
        {translate(confirmLabel)}
      </Button>
    </Stack>
  );
};

/** One of a command panel's small text fields, labelled by a translation key. */
export const PanelField = ({
  label,
  value,
  onChange,
  ...rest
}: { label: string; value: string; onChange: (value: string) => void } & Omit<
  TextFieldProps,
  'label' | 'value' | 'onChange'
>) => {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...rest}
    />
  );
};
