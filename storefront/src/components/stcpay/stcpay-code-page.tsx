import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { errorMessage } from '../../lib/api-error';
import { formatMoneyExact, formatNumber } from '../../lib/format';
import { serverFieldErrors } from '../../lib/field-errors';
import { confirmStcPayCode, sendStcPayCode, stcPayStatusQuery, type StcPayStatus } from './stcpay-code-api';

/** A Saudi mobile as STC Pay takes it (05XXXXXXXX, 9665XXXXXXXX, +966…): checked here first, the server checks too. */
export const SAUDI_MOBILE = /^(?:\+?966|00966|0)?5\d{8}$/;

export interface StcPayCodePageProps {
  /** The API path of what is paid by the code (`/api/orders/{id}/stcpay`…). */
  base: string;
  /** What the payer reads once paid, and where they go next. */
  paidText: string;
  next: { to: string; label: string };
}

/** STC Pay's checkout on our page: the payer's mobile, then the code STC Pay texted them. */
export function StcPayCodePage({ base, paidText, next }: StcPayCodePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const status = useQuery(stcPayStatusQuery(base));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState('');
  const [askNew, setAskNew] = useState(false);
  const settle = (next: StcPayStatus) => client.setQueryData(stcPayStatusQuery(base).queryKey, next);
  const send = useMutation({
    mutationFn: () => sendStcPayCode(base, mobile),
    onSuccess: (next) => {
      setAskNew(false);
      setCode('');
      settle(next);
    },
  });
  const confirm = useMutation({
    mutationFn: () => confirmStcPayCode(base, code),
    onSuccess: settle,
    // A refused code used up a try (or the last one, or the code expired): the status says what is left.
    onError: () => client.invalidateQueries({ queryKey: stcPayStatusQuery(base).queryKey }),
  });

  const submitMobile = (event: FormEvent) => {
    event.preventDefault();
    if (!SAUDI_MOBILE.test(mobile.replace(/[\s-]/g, ''))) return setMobileError(t('stcpay.badMobile'));
    setMobileError('');
    send.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  const s = status.data;
  const serverMobile = serverFieldErrors(send.error, language).mobile;
  const codeProblem = confirm.error ? errorMessage(confirm.error, language, t('stcpay.failed')) : '';
  return (
    <Container maxWidth="xs" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('stcpay.title')}
      </Typography>
      {status.isError ? (
        <Alert severity="error">{errorMessage(status.error, language, t('stcpay.notFound'))}</Alert>
      ) : null}
      {s ? (
        <Typography data-testid="stcpay-amount" gutterBottom>
          {t('stcpay.amount', { amount: formatMoneyExact(s.amount, language) })}
        </Typography>
      ) : null}
      {s?.paid ? (
        <Alert severity="success">
          {paidText}{' '}
          <Link component={RouterLink} to={next.to}>
            {next.label}
          </Link>
        </Alert>
      ) : s && (!s.codeSent || askNew) ? (
        <Box component="form" noValidate onSubmit={submitMobile} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t('stcpay.mobile')}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            inputMode="tel"
            autoComplete="tel"
            error={Boolean(mobileError || serverMobile)}
            helperText={mobileError || serverMobile || t('stcpay.mobileHint')}
          />
          {send.isError && !serverMobile ? (
            <Alert severity="error">{errorMessage(send.error, language, t('stcpay.failed'))}</Alert>
          ) : null}
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t('stcpay.send')}
          </Button>
        </Box>
      ) : s ? (
        <Box component="form" noValidate onSubmit={submitCode} sx={{ display: 'grid', gap: 2 }}>
          <Typography>{t('stcpay.codeSent', { attempts: formatNumber(s.attemptsLeft, language) })}</Typography>
          <TextField
            label={t('stcpay.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={Boolean(codeProblem)}
            helperText={codeProblem}
          />
          <Button type="submit" variant="contained" disabled={confirm.isPending}>
            {t('stcpay.confirm')}
          </Button>
          <Button onClick={() => setAskNew(true)}>{t('stcpay.resend')}</Button>
        </Box>
      ) : null}
    </Container>
  );
}
