import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AskProps } from '../kit/commandSet';
import { ReasonDialog } from '../kit/ReasonDialog';
import type { UserRecord } from '../types';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;

/** What the dialog confirms: the level staff set and why (the API's `{ level, reason }`). */
export interface RiskOverrideInput {
  level: string;
  reason: string;
}

/** Asks the risk level to set and the reason, starting from none chosen each time it opens. */
export const AskRiskOverride = ({ open, name, pending, onClose, onConfirm }: AskProps<UserRecord>) => {
  const translate = useTranslate();
  const [level, setLevel] = useState('');
  const labelId = useId();
  return (
    <ReasonDialog
      open={open}
      title={translate('resources.users.riskOverride.title', { name })}
      confirmLabel={translate('resources.users.commands.overrideRisk')}
      label={translate('resources.users.riskOverride.reason')}
      help={translate('resources.users.suspend.reasonHelp')}
      pending={pending}
      ready={level !== ''}
      onClose={() => {
        setLevel('');
        onClose();
      }}
      onConfirm={(reason) => onConfirm({ level, reason } satisfies RiskOverrideInput)}
    >
      <FormControl margin="dense" required>
        <FormLabel id={labelId}>{translate('resources.users.riskOverride.level')}</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={level} onChange={(event) => setLevel(event.target.value)}>
          {RISK_LEVELS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={translate(`resources.users.riskLevel.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </ReasonDialog>
  );
};
