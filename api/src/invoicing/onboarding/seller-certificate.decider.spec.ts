import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { sellerCertificateDecider, type SellerCertificateRecord } from './seller-certificate.decider.js';

const record = (serialNumber: string, issuedAt: string, validTo: string): SellerCertificateRecord => ({
  sellerId: 'seller-1',
  certificatePem: `-----BEGIN CERTIFICATE-----\n${serialNumber}\n-----END CERTIFICATE-----\n`,
  serialNumber,
  issuer: 'C=SA, CN=SANDBOX-EGS-300000000000003',
  subject: 'C=SA, CN=SANDBOX-EGS-300000000000003',
  validFrom: issuedAt,
  validTo,
  sandbox: true,
  csrPem: 'csr',
  sealedPrivateKey: 'v1.iv.body',
  issuedAt,
});
const first = record('01', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z');

const given = specFor(sellerCertificateDecider);

describe('seller certificate decider', () => {
  it('records the first certificate of a seller', () => {
    given([])
      .when({ type: 'IssueSellerCertificate', certificate: first })
      .then([{ type: 'SellerCertificateIssued', data: first }]);
  });

  it('keeps the current certificate while it is valid: a second issuance (a lost race) records nothing', () => {
    const second = record('02', '2026-01-01T00:00:01.000Z', '2027-01-01T00:00:01.000Z');
    given([{ type: 'SellerCertificateIssued', data: first }])
      .when({ type: 'IssueSellerCertificate', certificate: second })
      .then([]);
  });

  it('records a new certificate once the current one has expired', () => {
    const renewed = record('03', '2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z');
    given([{ type: 'SellerCertificateIssued', data: first }])
      .when({ type: 'IssueSellerCertificate', certificate: renewed })
      .then([{ type: 'SellerCertificateIssued', data: renewed }]);
  });

  it('records a new certificate when the seller is now registered under another VAT number', () => {
    const before = { ...first, vatNumber: '300000000000003' };
    const sameNumber = {
      ...record('04', '2026-02-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'),
      vatNumber: '300000000000003',
    };
    const newNumber = {
      ...record('05', '2026-02-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'),
      vatNumber: '311111111111113',
    };
    given([{ type: 'SellerCertificateIssued', data: before }])
      .when({ type: 'IssueSellerCertificate', certificate: sameNumber })
      .then([]);
    given([{ type: 'SellerCertificateIssued', data: before }])
      .when({ type: 'IssueSellerCertificate', certificate: newNumber })
      .then([{ type: 'SellerCertificateIssued', data: newNumber }]);
  });
});
