import FlagIcon from '@mui/icons-material/OutlinedFlag';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { useSession } from '../../../lib/session/use-session';
import { reportDiscussion, reportReply, replyTo, threadKey, threadQuery, type Reply } from '../api/discussions-api';
import { PostForm } from './post-form';
import { ReportDialog } from './report-dialog';

function ReplyItem({ reply, onReport }: { reply: Reply; onReport: (() => void) | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (reply.hidden)
    return (
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="reply-hidden">
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('discussions.hiddenReply')}
        </Typography>
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="reply">
      <Typography sx={{ whiteSpace: 'pre-line' }}>{reply.body}</Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('discussions.byOn', {
            author: reply.author?.name ?? t('discussions.someone'),
            date: formatDateTime(reply.createdAt, language),
          })}
        </Typography>
        {onReport ? (
          <Button size="small" color="inherit" startIcon={<FlagIcon />} onClick={onReport}>
            {t('discussions.report.action')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /discussions/:id: the thread with its replies, a reply form, and reports to the moderators. */
export default function DiscussionThreadPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const thread = useQuery(threadQuery(id));
  const [report, setReport] = useState<((reason: string) => Promise<unknown>) | null>(null);
  usePageTitle(thread.data?.title ?? t('discussions.title'));

  if (thread.isPending)
    return (
      <PageContainer>
        <Skeleton variant="rounded" height={240} />
      </PageContainer>
    );
  if (thread.isError)
    return (
      <PageContainer testId="discussion-thread">
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {t('discussions.title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {thread.error instanceof HttpError && thread.error.status === 404
            ? t('discussions.notFound')
            : t('discussions.loadError')}
        </Alert>
        <Button component={RouterLink} to="/discussions">
          {t('discussions.back')}
        </Button>
      </PageContainer>
    );
  const d = thread.data;
  const signedIn = status === 'signedIn';
  // One cannot report one's own words (the server refuses it too).
  const reportable = (authorId: string | undefined) => signedIn && authorId !== user?.id;
  return (
    <PageContainer testId="discussion-thread">
      <Button component={RouterLink} to="/discussions" sx={{ mb: 2 }}>
        {t('discussions.back')}
      </Button>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {d.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('discussions.byOn', {
          author: d.author.name ?? t('discussions.someone'),
          date: formatDateTime(d.createdAt, language),
        })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{d.body}</Typography>
      {reportable(d.author.id) ? (
        <Button
          size="small"
          color="inherit"
          startIcon={<FlagIcon />}
          onClick={() => setReport(() => (reason: string) => reportDiscussion(d.id, reason))}
        >
          {t('discussions.report.action')}
        </Button>
      ) : null}
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 4, mb: 2 }}>
        {t('discussions.replies', { count: d.replyCount, n: d.replyCount })}
      </Typography>
      <Stack
        spacing={2}
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('discussions.repliesLabel')}
      >
        {d.replies.map((reply) => (
          <li key={reply.id}>
            <ReplyItem
              reply={reply}
              onReport={
                reportable(reply.author?.id)
                  ? () => setReport(() => (reason: string) => reportReply(d.id, reply.id, reason))
                  : null
              }
            />
          </li>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {t('discussions.yourReply')}
        </Typography>
        {signedIn ? (
          <PostForm
            withTitle={false}
            testId="reply-form"
            submitLabel={t('discussions.sendReply')}
            send={({ body }) => replyTo(d.id, body)}
            onSent={(next) => {
              queryClient.setQueryData(threadKey(d.id), next);
              void queryClient.invalidateQueries({ queryKey: ['/api/discussions'], exact: false });
            }}
          />
        ) : (
          <Button component={RouterLink} to="/auth" variant="outlined">
            {t('discussions.signInToReply')}
          </Button>
        )}
      </Paper>
      <ReportDialog report={report} onClose={() => setReport(null)} />
    </PageContainer>
  );
}
