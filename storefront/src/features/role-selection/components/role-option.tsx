import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SelfServiceRole } from '../../../config/constants';

interface Props {
  role: SelfServiceRole;
  checked: boolean;
  disabled: boolean;
  onToggle: (role: SelfServiceRole) => void;
}

/** One role as a card: the whole card is the checkbox's label, with the description under the name. */
export function RoleOption({ role, checked, disabled, onToggle }: Props) {
  const { t } = useTranslation();
  const descriptionId = `role-${role}-description`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, height: '100%', borderColor: checked ? 'secondary.main' : 'divider', borderWidth: checked ? 2 : 1 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={() => onToggle(role)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={<Typography sx={{ fontWeight: 700 }}>{t(`roles.names.${role}`)}</Typography>}
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: 4 }}>
        {t(`roles.descriptions.${role}`)}
      </Typography>
    </Paper>
  );
}
