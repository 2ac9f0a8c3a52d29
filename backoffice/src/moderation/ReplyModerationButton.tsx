import UndoIcon from '@mui/icons-material/Undo';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { API_URL } from '../dataProvider';
import { type HttpClient, httpClient } from '../http';
import { ReasonDialog } from '../kit/ReasonDialog';
import { moderationCommandApplies, type ModerationCommand } from './moderationCommands';

type Reply = { id: string; discussionId: string; status?: string };

/** POST /api/admin/discussions/{id}/replies/{replyId}/hide|restore: one reply, with the moderator's reason. */
export const moderateReply = (
  reply: Reply,
  command: ModerationCommand,
  reason: string,
  apiUrl = API_URL,
  http: HttpClient = httpClient,
) =>
  http(
    `${apiUrl}/discussions/${encodeURIComponent(reply.discussionId)}/replies/${encodeURIComponent(reply.id)}/${command}`,
    { method: 'POST', body: JSON.stringify({ reason }) },
  );

/** Hide a visible reply or restore a hidden one, in its row of the discussion's replies (moderators only). */
export const ReplyModerationButton = (_: { label?: string }) => {
  const reply = useRecordContext<Reply>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'discussions', action: 'hide' });
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!reply || !canAccess) return null;
  const command: ModerationCommand = moderationCommandApplies('hide', reply.status) ? 'hide' : 'restore';
  const run = async (reason: string) => {
    setPending(true);
    try {
      await moderateReply(reply, command, reason);
      notify(`kit.done.${command}`, { type: 'success', messageArgs: { smart_count: 1 } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color={command === 'hide' ? 'error' : 'primary'}
        startIcon={command === 'hide' ? <VisibilityOffIcon fontSize="small" /> : <UndoIcon fontSize="small" />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        data-testid={`reply-${command}`}
      >
        {translate(`kit.commands.${command}`)}
      </Button>
      <ReasonDialog
        open={open}
        title={translate(`resources.discussions.reply${command === 'hide' ? 'Hide' : 'Restore'}Title`)}
        confirmLabel={translate(`kit.commands.${command}`)}
        pending={pending}
        destructive={command === 'hide'}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void run(reason)}
      />
    </>
  );
};
