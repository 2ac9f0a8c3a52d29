import {
  BooleanInput,
  Edit,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ChangeHistory, ChangeReasonInput } from '../settings/ChangeHistory';

const AUDIENCES = ['all', 'staff', 'percentage'] as const;

interface ToggleRecord {
  name: string;
  enabled: boolean;
  audience: string;
  percentage: number;
  revision: number;
  reason?: string;
}

/** Sent to PUT /api/admin/feature-toggles/:name with the revision read (a change made meanwhile answers 409). */
export const toToggleBody = (r: ToggleRecord) => ({
  enabled: r.enabled,
  audience: r.audience,
  percentage: r.audience === 'percentage' ? Number(r.percentage) : 100,
  reason: r.reason ?? '',
  expectedRevision: r.revision,
});

const Title = () => {
  const translate = useTranslate();
  const record = useRecordContext<ToggleRecord>();
  return <>{record ? translate(`resources.feature-toggles.features.${record.name}`) : ''}</>;
};

const PercentageInput = () => {
  const audience = useWatch({ name: 'audience' });
  return audience === 'percentage' ? (
    <NumberInput
      source="percentage"
      validate={[required(), minValue(0), maxValue(100)]}
      helperText="resources.feature-toggles.help.percentage"
    />
  ) : null;
};

/** One feature's switch: on or off, for whom, and why (required); its history below. */
export const FeatureToggleEdit = () => {
  const translate = useTranslate();
  return (
    <Edit title={<Title />} mutationMode="pessimistic" transform={toToggleBody} redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <BooleanInput source="enabled" helperText="resources.feature-toggles.help.off" />
        <SelectInput
          source="audience"
          validate={[required()]}
          choices={AUDIENCES.map((id) => ({ id, name: `resources.feature-toggles.audience.${id}` }))}
        />
        <PercentageInput />
        <ChangeReasonInput />
      </SimpleForm>
      <ChangeHistory labelOf={(key) => translate(`resources.feature-toggles.fields.${key}`)} />
    </Edit>
  );
};
