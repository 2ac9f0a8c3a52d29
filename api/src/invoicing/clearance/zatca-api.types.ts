/**
 * The tax authority's e-invoicing API (Fatoora) as publicly documented: clearance of standard invoices,
 * reporting of simplified ones. Shapes follow the documented JSON; only what we send and read is typed.
 */

/** `POST /invoices/clearance/single` and `/invoices/reporting/single` body. */
export interface ZatcaSubmission {
  invoiceHash: string;
  uuid: string;
  /** base64 of the signed XML, byte for byte. */
  invoice: string;
}

export interface ZatcaApiMessage {
  type: 'INFO' | 'WARNING' | 'ERROR';
  code: string;
  category: string;
  message: string;
  status: 'PASS' | 'WARNING' | 'ERROR';
}

export interface ZatcaValidationResults {
  infoMessages: ZatcaApiMessage[];
  warningMessages: ZatcaApiMessage[];
  errorMessages: ZatcaApiMessage[];
  status: 'PASS' | 'WARNING' | 'ERROR';
}

export interface ZatcaAnswerBody {
  validationResults?: ZatcaValidationResults;
  reportingStatus?: 'REPORTED' | 'NOT_REPORTED';
  clearanceStatus?: 'CLEARED' | 'NOT_CLEARED';
  /** The authority's stamped XML (clearance only), base64. */
  clearedInvoice?: string | null;
}

export type ZatcaMode = 'clearance' | 'reporting';

export const ZATCA_PATHS: Record<ZatcaMode, string> = {
  clearance: '/invoices/clearance/single',
  reporting: '/invoices/reporting/single',
};
