import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { postMessage, reportMessage, threadQuery, type ImageRef } from '../api/commissions-api';
import { ImagePicker } from './image-picker';

/** One bid's conversation between the collector and the artist: messages, images, a report per message. */
export function BidThread({ commissionId, bidId, userId }: { commissionId: string; bidId: string; userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const key = threadQuery(commissionId, bidId).queryKey;
  const thread = useQuery(threadQuery(commissionId, bidId));
  const [body, setBody] = useState('');
  const [images, setImages] = useState<ImageRef[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      postMessage(
        commissionId,
        bidId,
        body.trim(),
        images.map((i) => i.id),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setBody('');
      setImages([]);
    },
  });
  const report = useMutation({
    mutationFn: (messageId: string) =>
      reportMessage(commissionId, bidId, messageId, t('commissions.thread.reportReason')),
    onSuccess: () => setNotice(t('commissions.thread.reported')),
  });
  return (
    <Stack spacing={1} component="section" aria-label={t('commissions.detail.messages')} data-testid="bid-thread">
      <Typography variant="subtitle2">{t('commissions.detail.messages')}</Typography>
      {thread.isError && (
        <Alert severity="warning">{errorMessage(thread.error, language, t('common.loadError'))}</Alert>
      )}
      {thread.data?.items.length === 0 && <Typography variant="body2">{t('commissions.thread.empty')}</Typography>}
      <List dense>
        {thread.data?.items.map((m) => (
          <ListItem
            key={m.id}
            data-testid="thread-message"
            secondaryAction={
              m.authorId !== userId && !m.hidden ? (
                <Button size="small" onClick={() => report.mutate(m.id)}>
                  {t('commissions.thread.report')}
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={m.hidden ? t('commissions.thread.hidden') : m.body}
              secondary={`${m.authorName} · ${formatDateTime(m.postedAt, language)}`}
            />
            {m.attachments.map((a) => (
              <img key={a.id} src={a.thumbnailUrl} alt="" width={48} height={48} />
            ))}
          </ListItem>
        ))}
      </List>
      {notice && <Alert severity="success">{notice}</Alert>}
      {send.isError && <Alert severity="error">{errorMessage(send.error, language, t('common.loadError'))}</Alert>}
      <TextField
        id={`message-${bidId}`}
        label={t('commissions.fields.message')}
        multiline
        minRows={2}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <ImagePicker id={`attach-${bidId}`} label={t('commissions.thread.attach')} images={images} onChange={setImages} />
      <Button
        variant="outlined"
        onClick={() => send.mutate()}
        disabled={send.isPending || (!body.trim() && images.length === 0)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('commissions.thread.send')}
      </Button>
    </Stack>
  );
}
