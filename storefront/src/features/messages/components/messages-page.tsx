import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { usePageTitle } from '../../../components/use-page-title';
import type { Language } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import { myMessagesQuery, useMarkMessageRead, type StaffMessage } from '../api/messages-api';
import { MessageFollowerDialog } from './message-follower-dialog';

const SELLER_ROLES = ['artist', 'gallery'];

/** Who wrote: an artist's or gallery's public name linking to their page, or the marketplace's team. */
function SenderLine({ message }: { message: StaffMessage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sender = message.sender;
  if (!sender) return <>{t('messages.fromTeam')}</>;
  const name = (language === 'ar' ? (sender.nameAr ?? sender.name) : (sender.name ?? sender.nameAr)) ?? '';
  const to = sender.type === 'artist' ? `/artists/${sender.id}` : `/galleries/${sender.id}`;
  return (
    <>
      {t('messages.from')}{' '}
      <Link component={RouterLink} to={to} onClick={(e) => e.stopPropagation()} data-testid="message-sender">
        {name}
      </Link>
    </>
  );
}

/** The message in the interface's language where staff wrote it in both, else in the one they wrote. */
export function messageIn(language: Language, m: StaffMessage): { subject: string; body: string; lang: Language } {
  const arabic = { subject: m.subjectAr ?? '', body: m.bodyAr ?? '', lang: 'ar' as const };
  const english = { subject: m.subject ?? '', body: m.body ?? '', lang: 'en' as const };
  const hasArabic = Boolean(m.subjectAr && m.bodyAr);
  const hasEnglish = Boolean(m.subject && m.body);
  if (language === 'ar') return hasArabic || !hasEnglish ? arabic : english;
  return hasEnglish || !hasArabic ? english : arabic;
}

function MessageItem({ message }: { message: StaffMessage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const markRead = useMarkMessageRead();
  const { subject, body, lang } = messageIn(language, message);
  const opened = (expanded: boolean) => {
    if (expanded && !message.read && !markRead.isPending) markRead.mutate(message.id);
  };
  return (
    <Accordion variant="outlined" disableGutters onChange={(_e, expanded) => opened(expanded)} data-testid="message">
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              component="h2"
              variant="subtitle1"
              lang={lang}
              dir="auto"
              sx={{ fontWeight: message.read ? 400 : 700 }}
            >
              {subject}
            </Typography>
            {message.read ? null : <Chip size="small" color="primary" label={t('messages.new')} />}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            <SenderLine message={message} /> · {t('messages.sentOn', { date: formatDate(message.sentAt, language) })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Typography lang={lang} dir="auto" sx={{ whiteSpace: 'pre-line' }} data-testid="message-body">
          {body}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** `/messages`: what staff, and the artists and galleries the person follows, wrote to them, newest first; opening one
 * marks it read. Artists and galleries also write to their followers from here. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const seller = roles.some((r) => SELLER_ROLES.includes(r));
  usePageTitle(t('messages.title'));
  const messages = useQuery(myMessagesQuery());
  const unread = messages.data?.filter((m) => !m.read).length ?? 0;
  return (
    <PageContainer>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('messages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('messages.intro')}
      </Typography>
      {seller ? <MessageFollowerDialog /> : null}
      {messages.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void messages.refetch()}>
              {t('messages.retry')}
            </Button>
          }
        >
          {t('messages.loadFailed')}
        </Alert>
      ) : null}
      {messages.data ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="messages-unread">
            {t('messages.unread', { count: unread })}
          </Typography>
          {messages.data.length === 0 ? <Typography>{t('messages.none')}</Typography> : null}
          <Stack spacing={1}>
            {messages.data.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </Stack>
        </>
      ) : null}
    </PageContainer>
  );
}
