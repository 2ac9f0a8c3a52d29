import { notFound } from '../../platform/errors/domain-errors.js';
import type { RaListSpec } from '../../platform/http/ra-list.js';
import type { FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import { CAPTURED_MAIL, type CapturedMail } from './captured-mail.js';

/** The back-office list: `q` searches subject, sender and recipients; newest first. */
export const CAPTURED_MAIL_LIST: RaListSpec = {
  filters: {},
  textFields: ['subject', 'from', 'to'],
  sortable: ['receivedAt', 'subject', 'from', 'to', 'size'],
  defaultSort: { field: 'receivedAt', direction: 'desc' },
};

export async function listCapturedMail(
  store: ReadStore,
  options: FindOptions,
): Promise<{ items: CapturedMail[]; total: number }> {
  const mail = store.collection<CapturedMail>(CAPTURED_MAIL);
  const [items, total] = await Promise.all([
    mail.find(options),
    mail.count({ filter: options.filter, text: options.text }),
  ]);
  return { items, total };
}

export async function getCapturedMail(store: ReadStore, id: string): Promise<CapturedMail> {
  const found = await store.collection<CapturedMail>(CAPTURED_MAIL).get(id);
  if (!found) throw notFound(`Mail ${id}`, `الرسالة ${id}`);
  return found;
}
