import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { sendGalleryInquiry, type InquiryType } from '../../api/community';
import { contactDetails, useInquiryForm } from '../../hooks/use-inquiry-form';
import { LIMITS } from '../../lib/validation';
import { ContactDetailFields, InquiryFormFrame } from '../common/inquiry-form-frame';

export const INQUIRY_TYPES: InquiryType[] = ['general', 'artwork', 'exhibition', 'press', 'partnership'];

const RULES = {
  name: { required: true, max: LIMITS.nameMax },
  email: { required: true, email: true, max: LIMITS.emailMax },
  phone: { phone: true },
  subject: { required: true, max: LIMITS.subjectMax },
  message: { required: true, min: LIMITS.messageMin, max: LIMITS.messageMax },
  inquiryType: { required: true },
};

/** The gallery contact form of SPEC section 2; the gallery replies within 24 hours. */
export function GalleryContactForm({ galleryId, onSent }: { galleryId: string; onSent?: () => void }) {
  const { t } = useTranslation();
  const { form, frame } = useInquiryForm({
    initial: (user) => ({
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      subject: '',
      message: '',
      inquiryType: 'general',
    }),
    rules: RULES,
    send: (values) =>
      sendGalleryInquiry(galleryId, {
        name: values.name.trim(),
        ...contactDetails(values),
        subject: values.subject.trim(),
        message: values.message.trim(),
        inquiryType: values.inquiryType as InquiryType,
      }),
    texts: 'contact',
    onSent,
  });

  return (
    <InquiryFormFrame
      id="gallery-contact-title"
      testId="gallery-contact-form"
      {...frame}
      intro={t('catalog.contact.replyPromise')}
    >
      <TextField
        id="contact-name"
        label={t('catalog.contact.name')}
        required
        autoComplete="name"
        {...form.field('name')}
      />
      <ContactDetailFields idPrefix="contact" texts="contact" email={form.field('email')} phone={form.field('phone')} />
      <TextField
        id="contact-type"
        select
        label={t('catalog.contact.inquiryType')}
        required
        {...form.field('inquiryType')}
      >
        {INQUIRY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`catalog.contact.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField id="contact-subject" label={t('catalog.contact.subject')} required {...form.field('subject')} />
      <TextField
        id="contact-message"
        label={t('catalog.contact.message')}
        required
        multiline
        minRows={4}
        {...form.field('message')}
      />
    </InquiryFormFrame>
  );
}
