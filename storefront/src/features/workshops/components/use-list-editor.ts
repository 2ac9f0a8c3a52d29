import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { removeListItem, saveListItem, type WorkshopListPath } from '../api/workshop-lists-api';

/** A text area's lines, trimmed, blank ones left out. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A write of the organiser's that refreshes the workshop's lists and the organised workshops, and says it saved. */
export function useWorkshopAction(action: () => Promise<unknown>, onDone?: () => void) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const refresh = useRefreshWorkshops();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      onDone?.();
      toast({ title: t('workshops.tiers.saved'), variant: 'success' });
      await refresh();
    },
  });
}

function useRefreshWorkshops() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/workshops') });
}

/** One list's inline editor: a form that adds a new item or saves the one being edited, and deletion. */
export function useListEditor<F extends Record<string, string | boolean>, T extends { id: string }>(
  workshopId: string,
  list: WorkshopListPath,
  empty: F,
  formOf: (item: T) => F,
  bodyOf: (form: F) => object,
) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = useErrorToast();
  const refresh = useRefreshWorkshops();
  const [form, setForm] = useState(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const reset = () => {
    setForm(empty);
    setEditing(null);
  };
  const save = useWorkshopAction(() => saveListItem(workshopId, list, editing, bodyOf(form)), reset);
  const remove = useMutation({
    mutationFn: (id: string) => removeListItem(workshopId, list, id),
    onSuccess: refresh,
    onError: (error: Error) => failed(t('workshops.manage.failed'), error),
  });
  const errorsOf = (error: unknown) => serverFieldErrors(error, language);
  const errors = errorsOf(save.error);
  return {
    form,
    setForm,
    editing,
    errors,
    errorsOf,
    save,
    remove,
    reset,
    edit: (item: T) => {
      save.reset();
      setForm(formOf(item));
      setEditing(item.id);
    },
    submit: (e: FormEvent) => {
      e.preventDefault();
      save.mutate();
    },
    /** A text field's props: label, value, the server's error for it, and change. */
    field: (name: keyof F & string, label: string) => ({
      label,
      value: form[name] as string,
      error: !!errors[name],
      helperText: errors[name],
      onChange: (e: { target: { value: unknown } }) => setForm({ ...form, [name]: e.target.value }),
    }),
  };
}
