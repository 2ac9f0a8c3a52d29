import { SearchInput, SelectInput } from 'react-admin';
import { lifecycleStageChoices, riskLevelChoices, roleChoices, statusChoices } from './choices';

/** Search plus the four filters of issue 3; the API reads them from `filter` as the same names. */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="riskLevel" source="riskLevel" choices={riskLevelChoices} />,
  <SelectInput key="lifecycleStage" source="lifecycleStage" choices={lifecycleStageChoices} />,
];
