import { Alert, Box, TableCell, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ReferenceField, TextField, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { PlainTable } from '../common/PlainTable';
import { useFormatters } from '../format';
import type { UserRecord } from '../types';

export interface SentMessage {
  id: string;
  sentBy: string | null;
  subject: string | null;
  body: string | null;
  subjectAr: string | null;
  bodyAr: string | null;
  sentAt: string;
  read: boolean;
}

const PER_PAGE = 10;

/** One language of a message, marked with its language (the Arabic reads right to left whatever the interface). */
const Written = ({ subject, body, lang }: { subject: string | null; body: string | null; lang: 'en' | 'ar' }) =>
  subject ? (
    <Box lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} sx={{ mb: 1 }}>
      <Typography variant="subtitle2">{subject}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {body}
      </Typography>
    </Box>
  ) : null;

/** The show page's list of what staff sent this user (GET /api/admin/users/:id/messages), newest first, with who
 * sent each and whether it was read. */
export const UserMessages = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const [page, setPage] = useState(1);
  const { data, total, error } = useGetList<SentMessage>(
    `users/${encodeURIComponent(String(record?.id ?? ''))}/messages`,
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'sentAt', order: 'DESC' } },
    { enabled: Boolean(record) },
  );
  const t = (key: string) => translate(`resources.users.messages.${key}`);
  if (error) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (data && data.length === 0) return <Typography>{t('none')}</Typography>;
  return (
    <Box>
      <PlainTable head={[t('sentAt'), t('sentBy'), t('message'), t('read')]} aria-label={t('tab')}>
        {(data ?? []).map((message) => (
          <TableRow key={message.id}>
            <TableCell>{dateTime(message.sentAt)}</TableCell>
            <TableCell>
              {message.sentBy ? (
                <ReferenceField record={message} source="sentBy" reference="users" link="show">
                  <TextField source="email" />
                </ReferenceField>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>
              <Written subject={message.subject} body={message.body} lang="en" />
              <Written subject={message.subjectAr} body={message.bodyAr} lang="ar" />
            </TableCell>
            <TableCell>{t(message.read ? 'readYes' : 'readNo')}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
      {(total ?? 0) > PER_PAGE ? (
        <TablePagination
          component="div"
          count={total ?? 0}
          page={page - 1}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      ) : null}
    </Box>
  );
};
