/** Structured addresses as the forms send them (snake_case parts) or as one line of text. */
import type { StructuredAddress } from '../domain/invoice.events.js';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Missing or non-text parts become empty: the decider then names each missing part. */
export function readAddress(input: Record<string, unknown>): StructuredAddress {
  return {
    street: str(input.street),
    buildingNumber: str(input.building_number),
    postalCode: str(input.postal_code),
    district: str(input.district),
    city: str(input.city),
    countryCode: str(input.country_code).toUpperCase(),
  };
}

/**
 * The Saudi national address on one line: "2322 King Fahd Road, Al Olaya, Riyadh 12222[, SA]". Anything else
 * is refused rather than guessed, because a tax invoice's buyer address must be exact.
 */
const ADDRESS_LINE = /^(\d{4})\s+([^,]+?),\s*([^,]+?),\s*([^,]+?)\s+(\d{5})(?:,\s*([A-Za-z]{2}))?$/u;

export function parseAddressText(text: string): StructuredAddress | null {
  const match = ADDRESS_LINE.exec(text.trim());
  if (!match) return null;
  const [, buildingNumber, street, district, city, postalCode, country] = match;
  return {
    street: street!,
    buildingNumber: buildingNumber!,
    postalCode: postalCode!,
    district: district!,
    city: city!,
    countryCode: (country ?? 'SA').toUpperCase(),
  };
}
