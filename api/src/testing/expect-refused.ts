import { expect } from '@jest/globals';

/** A 400 naming `field` among its problems, with its message in Arabic too. */
export function expectRefused(res: { status: number; body: any }, field: string): void {
  expect({ field, status: res.status }).toEqual({ field, status: 400 });
  expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  expect(res.body.messageAr).toMatch(/[\u0600-\u06FF]/);
}
