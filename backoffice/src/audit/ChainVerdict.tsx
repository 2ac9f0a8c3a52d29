import { Alert, AlertTitle } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import type { ChainVerdict as Verdict } from '../types';

/**
 * The server's verification of the stream's hash chain: valid, or broken at a revision with the reason.
 * A valid chain with a bad head signature means the history was rewritten with every hash recomputed.
 */
export const ChainVerdict = ({ chain }: { chain: Verdict }) => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const locale = useLocale();
  if (!chain.chained) return <Alert severity="info">{translate('audit.chain.notChained')}</Alert>;
  if (!chain.valid) {
    return (
      <Alert severity="error" role="alert" data-testid="chain-verdict">
        <AlertTitle>
          {chain.brokenAt === null || chain.brokenAt === undefined
            ? translate('audit.chain.brokenUnknown')
            : translate('audit.chain.broken', { revision: number(chain.brokenAt) })}
        </AlertTitle>
        {chain.reason && (
          <span dir="auto">
            {translate('audit.chain.reason', {
              reason: locale === 'ar' && chain.reasonAr ? chain.reasonAr : chain.reason,
            })}
          </span>
        )}
      </Alert>
    );
  }
  const headBad = chain.headSignatureValid === false;
  return (
    <Alert severity={headBad ? 'error' : 'success'} data-testid="chain-verdict">
      <AlertTitle>{translate('audit.chain.valid')}</AlertTitle>
      {chain.headSignatureValid !== undefined &&
        chain.headSignatureValid !== null &&
        translate(headBad ? 'audit.chain.headInvalid' : 'audit.chain.headValid')}
    </Alert>
  );
};
