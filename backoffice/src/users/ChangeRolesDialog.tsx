import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ROLES } from '../types';

interface ChangeRolesDialogProps {
  open: boolean;
  title: string;
  initialRoles: readonly string[];
  pending: boolean;
  onClose: () => void;
  onConfirm: (roles: string[]) => void;
}

/** Ticks the exact set of roles the user will have (staff roles are granted only here, as audited events). */
export const ChangeRolesDialog = ({
  open,
  title,
  initialRoles,
  pending,
  onClose,
  onConfirm,
}: ChangeRolesDialogProps) => {
  const translate = useTranslate();
  const [roles, setRoles] = useState<string[]>([...initialRoles]);
  const titleId = useId();
  const helpId = useId();
  const toggle = (role: string) =>
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      onClick={(event) => event.stopPropagation()}
      // Start from the user's current roles each time the dialog opens.
      slotProps={{ transition: { onEnter: () => setRoles([...initialRoles]) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormGroup aria-describedby={helpId}>
          {ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={<Checkbox checked={roles.includes(role)} onChange={() => toggle(role)} />}
              label={translate(`resources.users.roles.${role}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText id={helpId} error={roles.length === 0}>
          {translate(roles.length ? 'resources.users.changeRole.help' : 'resources.users.changeRole.atLeastOne')}
        </FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={roles.length === 0 || pending}
          onClick={() => onConfirm(ROLES.filter((role) => roles.includes(role)))}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
