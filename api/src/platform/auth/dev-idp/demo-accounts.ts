/**
 * Demo accounts of the development identity provider, all with `DEMO_PASSWORD` and a verified e-mail.
 * The seeder gives each the roles listed here; the newcomer has none, so they meet role selection.
 * `subject` is the stable `sub` the provider issues for the account, derived from the e-mail so that it is the
 * same on every installation and restart.
 */
import { createHash } from 'node:crypto';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
  roles: string[];
  subject: string;
}

/** A name-based UUID (version 5 layout over SHA-1), so the same e-mail always yields the same subject. */
export function subjectFor(email: string): string {
  const hash = createHash('sha1').update(`gulf-art-dev-idp:${email.toLowerCase()}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const demo = (email: string, names: [string, string, string, string], roles: string[]): DemoAccount => ({
  email,
  firstName: names[0],
  lastName: names[1],
  firstNameAr: names[2],
  lastNameAr: names[3],
  roles,
  subject: subjectFor(email),
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  demo('admin@example.sa', ['Faisal', 'Al-Qahtani', 'فيصل', 'القحطاني'], ['admin']),
  demo('moderator@example.sa', ['Noura', 'Al-Otaibi', 'نورة', 'العتيبي'], ['moderator']),
  demo('auditor@example.sa', ['Khalid', 'Al-Harbi', 'خالد', 'الحربي'], ['auditor']),
  demo('collector@example.sa', ['Reem', 'Al-Mansouri', 'ريم', 'المنصوري'], ['collector']),
  demo('artist@example.sa', ['Abdulrahman', 'Al-Shehri', 'عبدالرحمن', 'الشهري'], ['artist']),
  demo('gallery@example.sa', ['Maha', 'Al-Dosari', 'مها', 'الدوسري'], ['gallery']),
  demo('organiser@example.sa', ['Hessa', 'Al-Mutairi', 'حصة', 'المطيري'], ['workshop_organiser']),
  demo('shipper@example.sa', ['Saeed', 'Al-Zahrani', 'سعيد', 'الزهراني'], ['shipping_provider']),
  demo('newcomer@example.sa', ['Omar', 'Al-Ghamdi', 'عمر', 'الغامدي'], []),
];
