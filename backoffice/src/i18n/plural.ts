/**
 * Polyglot (behind react-admin's translate) picks one of SIX forms for Arabic, by smart_count:
 * 0 → zero, 1 → one, 2 → two, 3–10 (mod 100) → few, 11–99 (mod 100) → many, anything else (100, 101, 102…) → other.
 * A two-form "مفرد |||| جمع" string would show the plural's slot 1 for every count above 1, so every
 * Arabic plural string in this app is built here, with all six forms named.
 */
export interface ArabicPluralForms {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

export const ARABIC_PLURAL_FORMS = 6;

export const arPlural = (forms: ArabicPluralForms): string =>
  [forms.zero, forms.one, forms.two, forms.few, forms.many, forms.other].join(' |||| ');

/**
 * react-admin asks for a resource's name with smart_count 0 (empty list), 1 (a record's title) and 2 (menu
 * and list titles), where 2 means "plural" rather than "exactly two": so the dual slot holds the plural too.
 */
export const arResourceName = (singular: string, plural: string): string =>
  arPlural({ zero: plural, one: singular, two: plural, few: plural, many: plural, other: plural });
