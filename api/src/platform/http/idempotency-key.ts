/**
 * The one rule for an `Idempotency-Key` header on a create call: absent, or 1 to 200 visible ASCII characters
 * (400 naming the header otherwise, in both languages). Returns the key or null.
 */
import { fieldProblem, validationError } from '../errors/domain-errors.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,200}$/;

export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw validationError([
      fieldProblem(
        'Idempotency-Key',
        'invalid',
        'The Idempotency-Key header is 1 to 200 visible ASCII characters.',
        'ترويسة Idempotency-Key من 1 إلى 200 حرف ASCII ظاهر.',
      ),
    ]);
  }
  return header;
}
