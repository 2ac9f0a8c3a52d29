import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { AsnConvert } from '@peculiar/asn1-schema';
import { AttributeValue, Extensions, Name, SubjectAlternativeName } from '@peculiar/asn1-x509';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { buildSandboxCertificate, buildZatcaCsr, generateSigningKeyPair, OID } from './zatca-csr.js';
import { csrFieldsFor } from './seller-csr-fields.js';
import { PLATFORM_SELLER } from '../auction-invoices/auction-invoicing.js';

const OPENSSL = spawnSync('openssl', ['version']).status === 0;
const opensslIt = OPENSSL ? it : it.skip;
if (!OPENSSL) process.stdout.write('openssl cross-checks skipped: no openssl on this machine\n');

const seller = { ...PLATFORM_SELLER, sellerId: 'seller-1', businessName: 'Gallery & Co', businessNameAr: 'معرض' };
const der = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');

function dirNameOf(extensions: Extensions): Map<string, string> {
  const san = extensions.find((e) => e.extnID === '2.5.29.17')!;
  const names = AsnConvert.parse(san.extnValue.buffer, SubjectAlternativeName);
  const directory = names[0]!.directoryName as Name;
  return new Map(directory.map((rdn) => [rdn[0]!.type, rdn[0]!.value.toString()]));
}

describe('the seller CSR and sandbox certificate', () => {
  const { privateKey, publicKey } = generateSigningKeyPair();

  it('builds a CSR with the authority subject and extensions, signed with the seller key', () => {
    const fields = csrFieldsFor(seller, 'production');
    const csr = AsnConvert.parse(der(buildZatcaCsr(fields, privateKey, publicKey)), CertificationRequest);
    const info = csr.certificationRequestInfo;
    const subject = new Map(info.subject.map((rdn) => [rdn[0]!.type, rdn[0]!.value.toString()]));
    expect(Object.fromEntries(subject)).toEqual({
      [OID.countryName]: 'SA',
      [OID.organizationalUnitName]: seller.crNumber,
      [OID.organizationName]: 'Gallery & Co',
      [OID.commonName]: `EGS-${seller.vatNumber}`,
    });
    const request = info.attributes.find((a) => a.type === OID.extensionRequest)!;
    const extensions = AsnConvert.parse(request.values[0]!, Extensions);
    const template = extensions.find((e) => e.extnID === OID.certificateTemplateName)!;
    expect(AsnConvert.parse(template.extnValue.buffer, AttributeValue).printableString).toBe('ZATCA-Code-Signing');
    expect(Object.fromEntries(dirNameOf(extensions))).toEqual({
      [OID.surname]: '1-GulfArtMarketplace|2-1.0|3-seller-1',
      [OID.userId]: seller.vatNumber,
      [OID.title]: '1100',
      [OID.registeredAddress]: '7100 Prince Sultan Road Al Rawdah Riyadh',
      [OID.businessCategory]: 'Art trade',
    });
    const signed = Buffer.from(AsnConvert.serialize(info));
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'der' }, Buffer.from(csr.signature))).toBe(true);
    expect(
      verify(
        'sha256',
        Buffer.concat([signed, Buffer.from([0])]),
        { key: publicKey, dsaEncoding: 'der' },
        Buffer.from(csr.signature),
      ),
    ).toBe(false);
  });

  opensslIt('is read by openssl, whose verification of the CSR signature passes', () => {
    const pem = buildZatcaCsr(csrFieldsFor(seller, 'simulation'), privateKey, publicKey);
    const run = spawnSync('openssl', ['req', '-text', '-noout', '-verify', '-nameopt', 'utf8,sep_comma_plus_space'], {
      input: pem,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const text = `${run.stdout}\n${run.stderr}`;
    expect(text).toMatch(/verify OK|Certificate request self-signature verify OK/);
    expect(text).toContain(`Subject: C=SA, OU=${seller.crNumber}, O=Gallery & Co, CN=EGS-${seller.vatNumber}`);
    expect(text).toContain('secp256k1');
    expect(text).toContain('1.3.6.1.4.1.311.20.2');
    expect(text).toContain('PREZATCA-Code-Signing');
    expect(text).toMatch(
      /DirName:\/SN=1-GulfArtMarketplace\|2-1\.0\|3-seller-1\/UID=310000000000003\/title=1100\/registeredAddress=7100 Prince Sultan Road Al Rawdah Riyadh\/businessCategory=Art trade/,
    );
    expect(text).toContain('ecdsa-with-SHA256');
  });

  it('self-signs a sandbox certificate that says so, carries the same extensions and verifies with its own key', () => {
    const notBefore = new Date('2026-01-01T00:00:00Z');
    const issued = buildSandboxCertificate(csrFieldsFor(seller, 'sandbox'), privateKey, publicKey, {
      notBefore,
      notAfter: new Date('2027-01-01T00:00:00Z'),
    });
    const x509 = new X509Certificate(issued.pem);
    expect(x509.subject).toContain('CN=SANDBOX-EGS-310000000000003');
    expect(x509.subject).toContain('O=Gallery & Co (SANDBOX)');
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.serialNumber).toBe(issued.serialNumberHex);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.checkPrivateKey(privateKey)).toBe(true);
    expect(new Date(x509.validFrom).toISOString()).toBe(notBefore.toISOString());
    expect(x509.subjectAltName).toContain('UID=310000000000003');
    expect(x509.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
  });

  opensslIt('is read by openssl as a self-signed certificate with the template name', () => {
    const issued = buildSandboxCertificate(csrFieldsFor(seller, 'sandbox'), privateKey, publicKey, {
      notBefore: new Date(),
      notAfter: new Date(Date.now() + 86_400_000),
    });
    const text = spawnSync('openssl', ['x509', '-text', '-noout'], { input: issued.pem, encoding: 'utf8' }).stdout;
    expect(text).toContain('TSTZATCA-Code-Signing');
    expect(text).toContain('Digital Signature, Non Repudiation');
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-cert-'));
    try {
      const file = join(dir, 'cert.pem');
      writeFileSync(file, issued.pem);
      // Trusted as its own anchor, the self-signature is checked (-check_ss_sig) and the chain is just itself.
      const check = spawnSync('openssl', ['verify', '-partial_chain', '-check_ss_sig', '-CAfile', file, file], {
        encoding: 'utf8',
      });
      expect(`${check.stdout}${check.stderr}`.trim()).toBe(`${file}: OK`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
