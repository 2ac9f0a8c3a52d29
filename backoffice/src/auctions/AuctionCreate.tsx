import { Alert } from '@mui/material';
import {
  ArrayInput,
  Create,
  DateTimeInput,
  Loading,
  NumberInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { scheduleDefaults, toScheduleBody, type AuctionSettingValues } from './scheduleForm';

/**
 * Admin: schedule one lot (its terms in SAR); the timers open and close it on time. The premium tiers and soft
 * close start as the platform settings in force (read before the form mounts, since its defaults are read once).
 */
export const AuctionCreate = () => {
  const translate = useTranslate();
  const settings = useGetOne<{ id: string; values: AuctionSettingValues }>('settings', { id: 'platform' });
  if (settings.isPending) return <Loading />;
  return (
    <Create transform={toScheduleBody} redirect="show">
      <SimpleForm defaultValues={scheduleDefaults(settings.data?.values)}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.auctions.create.help')}
        </Alert>
        <TextInput source="artworkId" />
        <TextInput source="lotId" validate={required()} />
        <TextInput source="sellerId" validate={required()} />
        <TextInput source="consignorId" />
        <TextInput source="saleId" />
        <NumberInput source="startingBid" validate={required()} min={0.01} />
        <NumberInput source="reserve" min={0.01} />
        <DateTimeInput source="startsAt" validate={required()} />
        <DateTimeInput source="endsAt" validate={required()} />
        <NumberInput source="softCloseMinutes" min={0} max={60} step={1} />
        <ArrayInput source="increments">
          <SimpleFormIterator inline>
            <NumberInput source="from" validate={required()} min={0} />
            <NumberInput source="increment" validate={required()} min={0.01} />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="premiumTiers">
          <SimpleFormIterator inline>
            <NumberInput source="upTo" min={0.01} />
            <NumberInput source="ratePercent" validate={required()} min={0} max={100} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  );
};
