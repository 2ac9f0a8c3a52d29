import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-context';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format';
import { useSession } from '../../../../lib/session/use-session';
import { commentsQuery, postComment } from '../../api/community';
import type { ArtworkComment } from '../../api/types';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { LIMITS } from '../../lib/validation';
import { ErrorState } from '../common/list-states';
import { ReportCommentDialog } from './report-comment-dialog';
import { useErrorToast } from '../../../../components/toast/use-error-toast';

/** Visible comments on the work; signed-in visitors post and report. */
export function CommentsSection({ artworkId }: { artworkId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signedIn';
  const comments = useQuery(commentsQuery(artworkId));
  const [reporting, setReporting] = useState<string | null>(null);
  const form = useValidatedForm({ body: '' }, { body: { required: true, max: LIMITS.commentMax } });

  const post = useMutation({
    mutationFn: () => postComment(artworkId, form.values.body.trim()),
    onSuccess: async (posted) => {
      form.reset();
      toast({ title: t('catalog.comments.postedTitle'), variant: 'success' });
      const key = commentsQuery(artworkId).queryKey;
      // The answer is the new comment: shown at once, since the list's read model catches up a moment later.
      if (posted && typeof posted === 'object' && 'id' in posted && 'body' in posted) {
        queryClient.setQueryData(key, (old: ArtworkComment[] | undefined) => [
          posted,
          ...(old ?? []).filter((c) => c.id !== posted.id),
        ]);
        await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      } else {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error) => {
      form.showServerErrors(error);
      failed(t('catalog.common.errorTitle'), error);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) post.mutate();
  };

  return (
    <section aria-labelledby="comments-title" data-testid="comments">
      <Typography id="comments-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {t('catalog.comments.title')}
      </Typography>
      {signedIn ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <TextField
              id="comment-body"
              label={t('catalog.comments.yourComment')}
              multiline
              minRows={2}
              {...form.field('body')}
            />
            <Button type="submit" variant="contained" disabled={post.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('catalog.comments.post')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert severity="info" role="note" sx={{ mb: 3 }}>
          {t('catalog.comments.signInHint')}
        </Alert>
      )}
      {comments.isPending ? (
        <Typography color="text.secondary">{t('common.loading')}</Typography>
      ) : comments.isError ? (
        <ErrorState title={t('catalog.comments.loadError')} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Typography color="text.secondary">{t('catalog.comments.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.data.map((c) => (
            <Paper component="li" key={c.id} variant="outlined" sx={{ p: 2 }} data-testid="comment">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle2">
                  {c.author?.name ?? c.authorName ?? t('catalog.comments.member')}
                  {c.createdAt ? (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                      {formatDateTime(c.createdAt, language)}
                    </Typography>
                  ) : null}
                </Typography>
                {signedIn ? (
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<FlagOutlinedIcon />}
                    onClick={() => setReporting(c.id)}
                  >
                    {t('catalog.comments.report')}
                  </Button>
                ) : null}
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }} dir="auto">
                {c.body}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      <ReportCommentDialog commentId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
