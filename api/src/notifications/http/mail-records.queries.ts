import { notFound } from '../../platform/errors/domain-errors.js';
import type { RaListSpec } from '../../platform/http/ra-list.js';

/** The outbox list: filter by state, template, language or campaign; newest first. */
export const OUTBOX_LIST: RaListSpec = {
  filters: { state: 'eq', template: 'eq', lang: 'eq', tag: 'eq', recipientHash: 'eq' },
  textFields: ['template', 'recipientHash', 'providerAnswer'],
  sortable: ['updatedAt', 'createdAt', 'template', 'state'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
};

export const SUPPRESSION_LIST: RaListSpec = {
  filters: { reason: 'eq', scope: 'eq', source: 'eq' },
  textFields: ['note'],
  sortable: ['at', 'reason'],
  defaultSort: { field: 'at', direction: 'desc' },
};

export const noSuchEntry = (id: string) => notFound(`Entry ${id}`, `السجل ${id}`);
