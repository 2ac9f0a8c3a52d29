import OutboxIcon from '@mui/icons-material/Outbox';
import BlockIcon from '@mui/icons-material/Block';
import TemplateIcon from '@mui/icons-material/EditNote';
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

/** The transactional mails' texts (`mail/templates`): staff read and preview; admins revise, revert, test-send. */
export const mailTemplates = {
  list: lazyNamed(() => import('./MailTemplateViews'), 'MailTemplateList'),
  show: lazyNamed(() => import('./MailTemplateViews'), 'MailTemplateShow'),
  icon: TemplateIcon,
  recordRepresentation: 'name',
};
