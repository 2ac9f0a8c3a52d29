import { afterAll, beforeAll } from '@jest/globals';
import { startTestStack, type TestStack, type TestStackOptions } from './test-stack.js';

/**
 * One test stack for a spec file: started before its tests (a PostgreSQL stack takes a while on a busy machine,
 * hence the long hook) and closed after them. Answers a getter, since the stack exists only once the hook ran.
 */
export function stackPerFile(options: TestStackOptions = {}): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(options);
  }, 90_000);
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('The test stack is started by beforeAll: read it inside a test.');
    return stack;
  };
}
