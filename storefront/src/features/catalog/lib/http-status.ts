import { HttpError } from '../../../lib/http';

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
