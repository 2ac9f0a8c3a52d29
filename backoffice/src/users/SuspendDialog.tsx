import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../moderation/kit/ReasonDialog';

interface SuspendDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason of a suspension (the API's SuspendUserDto has the same bounds as a moderation reason). */
export const SuspendDialog = ({ open, title, pending, onClose, onConfirm }: SuspendDialogProps) => {
  const translate = useTranslate();
  return (
    <ReasonDialog
      open={open}
      title={title}
      confirmLabel={translate('resources.users.commands.suspend')}
      pending={pending}
      destructive
      label={translate('resources.users.suspend.reason')}
      help={translate('resources.users.suspend.reasonHelp')}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
};
