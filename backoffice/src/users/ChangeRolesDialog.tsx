import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../kit/FormDialog';
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
  const helpId = useId();
  const toggle = (role: string) =>
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={translate('ra.action.save')}
      ready={roles.length > 0}
      pending={pending}
      // Start from the user's current roles each time the dialog opens.
      onEnter={() => setRoles([...initialRoles])}
      onClose={onClose}
      onSubmit={() => onConfirm(ROLES.filter((role) => roles.includes(role)))}
    >
      <FormGroup aria-describedby={helpId}>
        {ROLES.map((role) => (
          <FormControlLabel
            key={role}
            control={<Checkbox checked={roles.includes(role)} onChange={() => toggle(role)} />}
            label={translate(`vocabularies.roles.${role}`)}
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId} error={roles.length === 0}>
        {translate(roles.length ? 'resources.users.changeRole.help' : 'resources.users.changeRole.atLeastOne')}
      </FormHelperText>
    </FormDialog>
  );
};
