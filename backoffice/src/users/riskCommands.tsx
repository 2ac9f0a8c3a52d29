import RestartAltIcon from '@mui/icons-material/RestartAlt';
import TuneIcon from '@mui/icons-material/Tune';
import { dataProvider } from '../dataProvider';
import type { CommandDef } from '../kit/commandSet';
import type { UserRecord } from '../types';
import { AskRiskOverride, type RiskOverrideInput } from './RiskOverrideDialog';

const live = (record: UserRecord) => record.status !== 'forgotten';

/**
 * Staff's risk level with a reason, and taking it away (back to the computed level): one account at a time, on
 * its show page (the server records each as an event on the person's user stream).
 */
export const RISK_COMMANDS: CommandDef<UserRecord>[] = [
  {
    key: 'overrideRisk',
    icon: <TuneIcon fontSize="small" />,
    label: 'resources.users.commands.overrideRisk',
    done: 'resources.users.done.overrideRisk',
    applies: live,
    ask: AskRiskOverride,
    run: (record, input) => {
      const { level, reason } = input as RiskOverrideInput;
      return dataProvider.runUserCommand(record.id, 'override-risk', { level, reason });
    },
  },
  {
    key: 'clearRisk',
    icon: <RestartAltIcon fontSize="small" />,
    label: 'resources.users.commands.clearRisk',
    done: 'resources.users.done.clearRisk',
    applies: (record) => live(record) && !!record.riskOverride,
    run: (record) => dataProvider.runUserCommand(record.id, 'clear-risk'),
  },
];
