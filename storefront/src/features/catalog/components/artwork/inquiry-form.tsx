import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { sendArtworkInquiry } from '../../api/community';
import { contactDetails, useInquiryForm } from '../../hooks/use-inquiry-form';
import { LIMITS } from '../../lib/validation';
import { ContactDetailFields, InquiryFormFrame } from '../common/inquiry-form-frame';

const RULES = {
  email: { required: true, email: true, max: LIMITS.emailMax },
  phone: { phone: true },
  message: { required: true, min: LIMITS.messageMin, max: LIMITS.messageMax },
};

/** The artwork inquiry form (email, phone, message) of SPEC section 2. Sending needs a signed-in visitor. */
export function InquiryForm({ artworkId }: { artworkId: string }) {
  const { t } = useTranslation();
  const { form, frame } = useInquiryForm({
    initial: (user) => ({ email: user?.email ?? '', phone: user?.phone ?? '', message: '' }),
    rules: RULES,
    send: (values) => sendArtworkInquiry(artworkId, { ...contactDetails(values), message: values.message.trim() }),
    texts: 'inquiry',
  });

  return (
    <InquiryFormFrame id="inquiry-title" testId="inquiry-form" {...frame} intro={t('catalog.inquiry.intro')}>
      <ContactDetailFields idPrefix="inquiry" texts="inquiry" email={form.field('email')} phone={form.field('phone')} />
      <TextField
        id="inquiry-message"
        label={t('catalog.inquiry.message')}
        required
        multiline
        minRows={4}
        {...form.field('message')}
      />
    </InquiryFormFrame>
  );
}
