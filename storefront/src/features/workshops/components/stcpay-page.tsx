import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StcPayCodePage } from '../../../components/stcpay/stcpay-code-page';

/** STC Pay's checkout of the attendee's registration (`/pay/stcpay/{registrationId}`): paid, back to their events. */
export default function StcPayPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <StcPayCodePage
      base={`/api/my-workshops/${encodeURIComponent(id)}/stcpay`}
      paidText={t('workshops.stcpay.paid')}
      next={{ to: '/my-events', label: t('workshops.stcpay.myEvents') }}
    />
  );
}
