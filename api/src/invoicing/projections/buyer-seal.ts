/**
 * The buyer's identity number and address in the `invoices` read model, sealed with the year key that encrypts
 * them in the log (`taxRecords-<year>`, domain/invoice.event-specs.ts). The name stays plain: staff search by it.
 * Sealed on the way in by the projection, opened in one place on the way out (InvoiceQueries), so once the year's
 * key is destroyed the read model's copy is as unreadable as the event's, even before a rebuild.
 */
import type { EncryptedValue, PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { taxRecordsKey } from '../domain/invoice.event-specs.js';
import type { InvoiceBuyerSnapshot } from '../domain/invoice.events.js';

export type BuyerOpener = Pick<PersonalDataVault, 'decrypt' | 'warm'>;
export type BuyerSealer = Pick<PersonalDataVault, 'encryptIfHeld'>;

/** What the read store holds of the buyer: the name, and the rest sealed (null once the year key was destroyed). */
export interface SealedBuyer {
  name: string;
  sealed: EncryptedValue | null;
}

type SealedDetails = Omit<InvoiceBuyerSnapshot, 'name'>;

export async function sealBuyer(
  vault: BuyerSealer,
  buyer: InvoiceBuyerSnapshot,
  draftedAt: string,
): Promise<SealedBuyer> {
  const { name, ...details } = buyer;
  return { name, sealed: await vault.encryptIfHeld(taxRecordsKey(draftedAt), JSON.stringify(details)) };
}

/** The buyer details once their year's retention ended: nothing but the name is left (address null too). */
const REMOVED: SealedDetails = { vatNumber: null, idScheme: null, id: null, address: null!, addressText: null };

/** Opens a page of sealed buyers, fetching the year keys it needs in one round trip (then cached by the vault). */
export async function openBuyers(
  vault: BuyerOpener,
  buyers: SealedBuyer[],
): Promise<Array<{ buyer: InvoiceBuyerSnapshot; removed: boolean }>> {
  const subjects = buyers.flatMap(({ sealed }) => sealed?.$pii.split('.')[1] ?? []);
  if (subjects.length > 0) await vault.warm(subjects);
  return Promise.all(
    buyers.map(async ({ name, sealed }) => {
      const plain = sealed ? await vault.decrypt(sealed) : null;
      const details = plain ? (JSON.parse(plain) as SealedDetails) : REMOVED;
      return { buyer: { name, ...details }, removed: plain === null };
    }),
  );
}
