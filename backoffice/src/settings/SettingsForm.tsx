import { Typography } from '@mui/material';
import {
  ArrayInput,
  maxValue,
  minValue,
  NumberInput,
  number,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  email,
  useTranslate,
} from 'react-admin';
import { arabicInput } from '../kit/fields';
import { ChangeReasonInput } from './ChangeHistory';

/** Checkout's payment methods, which charge these fees (a method left out keeps the API's built-in fee). */
const PAYMENT_METHODS = ['stcpay', 'stripe', 'paypal', 'bank_transfer'];
const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: `resources.settings.methods.${id}` }));

const whole = (min: number, max: number) => [required(), number(), minValue(min), maxValue(max)];
const V = 'values';

const Group = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(`resources.settings.groups.${label}`)}
    </Typography>
  );
};

/** The platform settings, grouped as the admins think of them; the reason is required (it goes in the history). */
export const SettingsForm = () => (
  <SimpleForm
    toolbar={
      <Toolbar>
        <SaveButton />
      </Toolbar>
    }
  >
    <Group label="identity" />
    <TextInput source={`${V}.platformName`} validate={[required()]} />
    <TextInput source={`${V}.platformNameAr`} validate={[required()]} slotProps={arabicInput} />
    <TextInput
      source={`${V}.vatNumber`}
      validate={[required(), regex(/^3\d{13}3$/, 'resources.settings.validation.vatNumber')]}
    />
    <TextInput
      source={`${V}.commercialRegistration`}
      validate={[required(), regex(/^\d{10}$/, 'resources.settings.validation.commercialRegistration')]}
    />
    <Group label="auctions" />
    <ArrayInput source={`${V}.buyersPremiumTiers`} helperText="resources.settings.help.tiers">
      <SimpleFormIterator inline disableReordering>
        <NumberInput source="upTo" label="resources.settings.fields.upTo" />
        <NumberInput source="percent" label="resources.settings.fields.percent" validate={whole(0, 50)} />
      </SimpleFormIterator>
    </ArrayInput>
    <NumberInput source={`${V}.softCloseMinutes`} validate={whole(0, 60)} />
    <NumberInput source={`${V}.bidsPerMinutePerBidder`} validate={whole(1, 600)} />
    <NumberInput source={`${V}.kycBidCeiling`} validate={whole(0, 1_000_000_000)} />
    <Group label="workshops" />
    <NumberInput source={`${V}.workshopSeatHoldMinutes`} validate={whole(1, 1_440)} />
    <Group label="payments" />
    <ArrayInput source={`${V}.paymentFees`}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="method"
          label="resources.settings.fields.method"
          choices={METHOD_CHOICES}
          validate={[required()]}
        />
        <NumberInput
          source="percent"
          label="resources.settings.fields.percent"
          validate={[required(), minValue(0), maxValue(10)]}
        />
        <NumberInput
          source="fixedSar"
          label="resources.settings.fields.fixedSar"
          validate={[required(), minValue(0), maxValue(100)]}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <Group label="support" />
    <TextInput source={`${V}.supportEmail`} validate={[required(), email()]} />
    <TextInput source={`${V}.supportPhone`} validate={[required()]} />
    <ChangeReasonInput />
  </SimpleForm>
);
