/**
 * Where Express-level middleware is mounted: a Nest application or a bare Express app. Both accept
 * `use(path, handler)`; the narrow signature lets either be passed without a cast.
 */
export interface HttpApp {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  use(path: string, ...handlers: Array<(...args: any[]) => unknown>): unknown;
}
