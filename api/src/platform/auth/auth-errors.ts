/**
 * HTTP errors raised by sign-in, guards and cross-site protection, in the project's error shape
 * `{ statusCode, code, message, messageAr, details: [] }` (DESIGN.md section 5).
 */
import { HttpException } from '@nestjs/common';
import { roleNames } from './roles.js';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  messageAr: string;
  details: [];
}

export const errorBody = (statusCode: number, code: string, message: string, messageAr: string): ErrorBody => ({
  statusCode,
  code,
  message,
  messageAr,
  details: [],
});

const raise = (statusCode: number, code: string, message: string, messageAr: string) =>
  new HttpException(errorBody(statusCode, code, message, messageAr), statusCode);

export const unauthenticated = () =>
  raise(401, 'unauthenticated', 'Please sign in to continue.', 'يرجى تسجيل الدخول للمتابعة.');

export const accountNotActive = () =>
  raise(
    401,
    'account_not_active',
    'This account can no longer sign in. You have been signed out.',
    'لم يعد بإمكان هذا الحساب تسجيل الدخول. تم تسجيل خروجك.',
  );

export const missingRole = (roles: readonly string[]) =>
  raise(
    403,
    'forbidden_role',
    `This needs one of these roles: ${roleNames(roles, 'en')}.`,
    `يتطلب هذا أحد الأدوار التالية: ${roleNames(roles, 'ar')}.`,
  );

export const reauthenticationRequired = () =>
  raise(
    403,
    'reauthentication_required',
    'For your safety, please sign in again: this needs a sign-in made in the last 10 minutes.',
    'حفاظًا على أمانك، يرجى تسجيل الدخول مرة أخرى: يتطلب هذا تسجيل دخول خلال آخر 10 دقائق.',
  );

export const logoutNotNavigation = () =>
  raise(
    403,
    'logout_not_navigation',
    'Signing out needs a click on "Log Out" in the marketplace itself. You are still signed in.',
    'يتطلب تسجيل الخروج النقر على "تسجيل الخروج" في المنصة نفسها. ما زلت مسجّلًا الدخول.',
  );

export const crossSiteBody = () =>
  errorBody(
    403,
    'cross_site_request',
    'This request came from another site and was refused.',
    'رُفض هذا الطلب لأنه صادر من موقع آخر.',
  );
