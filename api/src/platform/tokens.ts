/** Injection tokens for the platform's shared objects (built in runtime.ts, provided by PlatformModule). */
export const RUNTIME = Symbol('RUNTIME');
export const APP_CONFIG = Symbol('APP_CONFIG');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_STORE = Symbol('READ_STORE');
export const LOG = Symbol('LOG');
export const REDIS = Symbol('REDIS');
