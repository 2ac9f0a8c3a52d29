import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { PageSection } from '../../../components/page-section';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import { PAGE_SIZE, discussionsQuery, startDiscussion, threadKey } from '../api/discussions-api';
import { PostForm } from './post-form';

/** /discussions: the community's discussions, newest activity first, with search and a new-discussion form. */
export default function DiscussionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [writing, setWriting] = useState(false);
  const list = useQuery(discussionsQuery(q, page));
  usePageTitle(t('discussions.title'));

  return (
    <PageSection title={t('discussions.title')} testId="discussions-page">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('discussions.subtitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Stack
          component="form"
          role="search"
          direction="row"
          spacing={1}
          sx={{ flex: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setParams(search.trim() ? { q: search.trim() } : {});
          }}
        >
          <TextField
            size="small"
            fullWidth
            id="discussions-search"
            label={t('discussions.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit" variant="outlined">
            {t('discussions.searchButton')}
          </Button>
        </Stack>
        {status === 'signedIn' ? (
          <Button variant="contained" onClick={() => setWriting((w) => !w)} aria-expanded={writing}>
            {t('discussions.new')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/auth" variant="outlined">
            {t('discussions.signInToPost')}
          </Button>
        )}
      </Stack>
      {writing ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
            {t('discussions.new')}
          </Typography>
          <PostForm
            withTitle
            testId="new-discussion"
            submitLabel={t('discussions.publish')}
            send={({ title, body }) => startDiscussion(title, body)}
            onSent={(thread) => {
              queryClient.setQueryData(threadKey(thread.id), thread);
              void queryClient.invalidateQueries({ queryKey: ['/api/discussions'] });
              void navigate(`/discussions/${thread.id}`);
            }}
          />
        </Paper>
      ) : null}
      {list.isPending ? (
        <Stack spacing={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert severity="warning">{t('discussions.loadError')}</Alert>
      ) : list.data.items.length === 0 ? (
        <Typography data-testid="discussions-empty">{t('discussions.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('discussions.title')}>
          {list.data.items.map((d) => (
            <li key={d.id}>
              <Card variant="outlined" data-testid="discussion-card">
                <CardActionArea component={RouterLink} to={`/discussions/${d.id}`}>
                  <CardContent>
                    <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                      {d.title}
                    </Typography>
                    <Typography color="text.secondary" noWrap>
                      {d.body}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {t('discussions.meta', {
                        author: d.author.name ?? t('discussions.someone'),
                        date: formatDate(d.lastActivityAt, language),
                        replies: t('discussions.replies', {
                          count: d.replyCount,
                          n: formatNumber(d.replyCount, language),
                        }),
                      })}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {list.data && list.data.total > PAGE_SIZE ? (
        <ListPagination
          pageSize={PAGE_SIZE}
          total={list.data.total}
          page={page}
          onChange={(next) => setParams(q ? { q, page: String(next) } : { page: String(next) })}
        />
      ) : null}
    </PageSection>
  );
}
