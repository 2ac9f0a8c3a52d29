/** Times travel as ISO-8601 UTC strings; arithmetic happens on epoch milliseconds. Pure: no clock. */
export const isInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

export const ms = (instant: string): number => Date.parse(instant);

export const instant = (epochMs: number): string => new Date(epochMs).toISOString();

export const minutesAfter = (at: string, minutes: number): string => instant(ms(at) + minutes * 60_000);
