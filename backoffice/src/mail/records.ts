import OutboxIcon from '@mui/icons-material/Outbox';
import BlockIcon from '@mui/icons-material/Block';
import { lazyNamed } from '../kit/resources';

/** The outbox record of every mail (`mail/outbox`), whichever transport is in use. Read-only. */
export const mailOutbox = {
  list: lazyNamed(() => import('./MailRecords'), 'OutboxList'),
  icon: OutboxIcon,
  recordRepresentation: 'template',
};

/** The suppression list (`mail/suppressions`): admins add and lift entries. */
export const mailSuppressions = {
  list: lazyNamed(() => import('./MailRecords'), 'SuppressionList'),
  create: lazyNamed(() => import('./MailRecords'), 'SuppressionCreate'),
  icon: BlockIcon,
  recordRepresentation: 'id',
};
