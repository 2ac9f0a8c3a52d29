/** `?a=1&b=x` from the filters that have a value; empty strings, null and undefined are left out. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The contract's list envelope; a bare array (a list the spec calls an array) is read as one page. */
export function asItems<T>(answer: T[] | { items?: T[] } | null | undefined): T[] {
  if (Array.isArray(answer)) return answer;
  return answer?.items ?? [];
}

export const PAGE_SIZE = 24;
