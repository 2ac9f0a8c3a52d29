/** What the orders HTTP specs read back: the fields a refusal names, and the event types a stream holds. */
export { streamTypesIn } from '../../testing/appended-events.js';

export const fieldsOf = (body: { details?: Array<{ field: string }> }) => (body.details ?? []).map((d) => d.field);
