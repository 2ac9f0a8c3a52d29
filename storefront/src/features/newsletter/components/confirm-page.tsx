import { confirmSubscription } from '../api/newsletter-api';
import { LinkLanding } from './link-landing';

/** /newsletter/confirm?token=…: the double opt-in link of the confirmation mail. */
export default function ConfirmPage() {
  return <LinkLanding kind="confirm" follow={confirmSubscription} />;
}
