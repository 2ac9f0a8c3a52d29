import { HttpException } from '@nestjs/common';

/** Arabic counted noun for seconds: 1, 2, 3–10 and 11+ take different forms. */
export function arabicSeconds(n: number): string {
  if (n === 1) return 'ثانية واحدة';
  if (n === 2) return 'ثانيتين';
  if (n >= 3 && n <= 10) return `${n} ثوانٍ`;
  return `${n} ثانية`;
}

export const tooManyRequestsBody = (retryAfterSeconds: number) => ({
  statusCode: 429,
  code: 'rate_limited',
  message: `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  messageAr: `طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ${arabicSeconds(retryAfterSeconds)}.`,
  details: [] as [],
});

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpException(tooManyRequestsBody(retryAfterSeconds), 429);
