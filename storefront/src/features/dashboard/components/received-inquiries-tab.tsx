import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { receivedInquiriesQuery } from '../api/dashboard-queries';
import type { Inquiry } from '../api/types';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useRespondToInquiry } from '../hooks/use-dashboard-mutations';
import { CloseInquiryButton } from './close-inquiry-button';
import { InquiryCard } from './inquiry-card';
import { InquiriesLoading, InquiryScrollArea } from './inquiries-tab';
import { EmptyState, QueryList } from '../../../components/tab-states';

function AnswerForm({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [response, setResponse] = useState('');
  const [missing, setMissing] = useState(false);
  const respond = useRespondToInquiry(() => setResponse(''));
  const fieldError = missing ? t('dashboard.validation.required') : serverFieldErrors(respond.error, language).response;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!response.trim());
    if (response.trim()) respond.mutate({ id: inquiry.id, response: response.trim() });
  };
  return (
    <Stack component="form" spacing={1} sx={{ mt: 1.5 }} onSubmit={onSubmit} noValidate>
      {respond.isError && !fieldError ? (
        <Alert severity="error">{errorMessage(respond.error, language, t('errors.generic'))}</Alert>
      ) : null}
      <TextField
        label={t('dashboard.received.answerLabel')}
        value={response}
        onChange={(e) => setResponse(e.target.value)}
        multiline
        minRows={2}
        size="small"
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      <Button
        type="submit"
        variant="contained"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        loading={respond.isPending}
      >
        {t('dashboard.received.send')}
      </Button>
    </Stack>
  );
}

/** Artists and galleries: inquiries about their works or to their gallery, answered here. */
export function ReceivedInquiriesTab() {
  const { t } = useTranslation();
  const received = useQuery(receivedInquiriesQuery);
  const label = t('dashboard.tabs.received');
  return (
    <QueryList
      query={received}
      loading={<InquiriesLoading label={label} />}
      empty={<EmptyState text={t('dashboard.received.empty')} links={[]} testId="received-empty" />}
    >
      {(items) => (
        <InquiryScrollArea label={label}>
          {items.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} showSender>
              {inquiry.status === 'pending' ? <AnswerForm inquiry={inquiry} /> : null}
              {inquiry.status === 'responded' ? <CloseInquiryButton inquiry={inquiry} /> : null}
            </InquiryCard>
          ))}
        </InquiryScrollArea>
      )}
    </QueryList>
  );
}
