import TranslateIcon from '@mui/icons-material/Translate';
import { lazy } from 'react';

const TranslationList = lazy(() =>
  import('./TranslationViews').then((module) => ({ default: module.TranslationList })),
);
const TranslationEdit = lazy(() =>
  import('./TranslationViews').then((module) => ({ default: module.TranslationEdit })),
);

/** The `translations` resource (/api/admin/translations), the Translations tab (the storefront's
 * `/admin/translations` leads here): every storefront text in English and Arabic; admins override and revert. */
export default {
  list: TranslationList,
  edit: TranslationEdit,
  icon: TranslateIcon,
  recordRepresentation: (record: { key: string }) => record.key,
};
