import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { lazy } from 'react';

const FeatureToggleList = lazy(() =>
  import('./FeatureToggleList').then((module) => ({ default: module.FeatureToggleList })),
);
const FeatureToggleEdit = lazy(() =>
  import('./FeatureToggleEdit').then((module) => ({ default: module.FeatureToggleEdit })),
);

/** The `feature-toggles` resource (/api/admin/feature-toggles): every named feature's switch; admins change them. */
export default {
  list: FeatureToggleList,
  edit: FeatureToggleEdit,
  icon: ToggleOnIcon,
  recordRepresentation: (record: { name: string }) => record.name,
};
