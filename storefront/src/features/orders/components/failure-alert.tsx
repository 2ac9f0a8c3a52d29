import Alert from '@mui/material/Alert';
import { useLanguage } from '../../../i18n/use-language';
import { errorText } from '../api/orders-api';

/** Why an order action was refused, in the reader's language, announced at once; nothing while there is no error. */
export function FailureAlert({ error }: { error: unknown }) {
  const language = useLanguage();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {errorText(error, language)}
    </Alert>
  );
}
