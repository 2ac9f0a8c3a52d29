import { unsubscribe } from '../api/newsletter-api';
import { LinkLanding } from './link-landing';

/** /newsletter/unsubscribe?token=…: the unsubscribe link at the foot of every campaign mail. */
export default function UnsubscribePage() {
  return <LinkLanding kind="unsubscribe" follow={unsubscribe} />;
}
