/** What the orders HTTP specs read back: the fields a refusal names, and the event types a stream holds. */
import type { TestStack } from '../../testing/test-stack.js';

export const fieldsOf = (body: { details?: Array<{ field: string }> }) => (body.details ?? []).map((d) => d.field);

export async function streamTypesIn(stack: TestStack, stream: string): Promise<string[]> {
  return (await stack.runtime.storage.events.readStream(stream)).map((e) => e.type);
}
