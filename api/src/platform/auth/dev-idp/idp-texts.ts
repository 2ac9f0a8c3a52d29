/** Every string of the development identity provider's pages, in English and Arabic. */
import { arabicSeconds } from '../../rate-limit/rate-limit-error.js';

export type Lang = 'en' | 'ar';

export const TEXTS = {
  en: {
    provider: 'Gulf Art Marketplace: development sign-in',
    signInTitle: 'Sign In',
    signUpTitle: 'Sign Up Free',
    email: 'E-mail',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    signIn: 'Sign In',
    signUp: 'Create my account',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    cancel: 'Cancel',
    otherLanguage: 'العربية',
    demoHint: 'Demo accounts such as admin@example.sa use the demo password.',
    wrongPassword: 'The e-mail or password is not correct.',
    tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
    required: 'Please fill in this field.',
    tooLong: (max: number) => `Please use at most ${max} characters.`,
    invalidEmail: 'Please enter a valid e-mail address.',
    shortPassword: 'The password must have at least 8 characters.',
    duplicateEmail: 'An account with this e-mail already exists. Please sign in instead.',
    fixErrors: 'Please correct the fields marked below.',
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out of the development sign-in as well?',
    logoutYes: 'Yes, sign me out',
    logoutNo: 'No, stay signed in',
    loggedOut: 'You have signed out.',
    backHome: 'Back to the marketplace',
    errorTitle: 'Sign-in problem',
    errorText: 'The sign-in could not be completed. Please go back to the marketplace and try again.',
    expired: 'This sign-in page has expired. Please start again from the marketplace.',
  },
  ar: {
    provider: 'سوق الفن الخليجي: تسجيل الدخول التجريبي',
    signInTitle: 'تسجيل الدخول',
    signUpTitle: 'سجّل مجانًا',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حسابي',
    noAccount: 'ليس لديك حساب بعد؟',
    haveAccount: 'لديك حساب بالفعل؟',
    cancel: 'إلغاء',
    otherLanguage: 'English',
    demoHint: 'الحسابات التجريبية مثل admin@example.sa تستخدم كلمة المرور التجريبية.',
    wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    tooManyAttempts: (seconds: number) => `محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ${arabicSeconds(seconds)}.`,
    required: 'يرجى تعبئة هذا الحقل.',
    tooLong: (max: number) => `يرجى استخدام ${max} حرفًا كحد أقصى.`,
    invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
    shortPassword: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
    duplicateEmail: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول بدلًا من ذلك.',
    fixErrors: 'يرجى تصحيح الحقول المشار إليها أدناه.',
    logoutTitle: 'تسجيل الخروج',
    logoutQuestion: 'هل تريد تسجيل الخروج من تسجيل الدخول التجريبي أيضًا؟',
    logoutYes: 'نعم، سجّل خروجي',
    logoutNo: 'لا، أبقني مسجلًا',
    loggedOut: 'تم تسجيل خروجك.',
    backHome: 'العودة إلى السوق',
    errorTitle: 'مشكلة في تسجيل الدخول',
    errorText: 'تعذر إكمال تسجيل الدخول. يرجى العودة إلى السوق والمحاولة مرة أخرى.',
    expired: 'انتهت صلاحية صفحة تسجيل الدخول هذه. يرجى البدء من جديد من السوق.',
  },
} satisfies Record<Lang, Record<string, string | ((n: number) => string)>>;

export type Texts = (typeof TEXTS)['en'];

/** `?lang=` first, then the relying party's `ui_locales`, then English. */
export function pickLang(query: unknown, uiLocales?: unknown): Lang {
  if (query === 'ar' || query === 'en') return query;
  if (typeof uiLocales === 'string' && uiLocales.trim().toLowerCase().startsWith('ar')) return 'ar';
  return 'en';
}
