/**
 * The back-office `seller-certificates` resource (admins and auditors, read only): each seller's current
 * signing certificate with its serial, issuer, validity and `sandboxCertificate` (self-signed by this
 * installation, never valid for the tax authority). No key material is ever served: the read model has none.
 */
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { SELLER_CERTIFICATES, type SellerCertificateDoc } from './seller-certificates.projection.js';

export const ADMIN_SELLER_CERTIFICATES_LIST: RaListSpec = {
  filters: { sandboxCertificate: 'eq', id: 'eq' },
  textFields: ['subject', 'serialNumber'],
  sortable: ['issuedAt', 'validTo', 'id'],
  defaultSort: { field: 'issuedAt', direction: 'desc' },
};

const view = (doc: SellerCertificateDoc) => ({
  id: doc.id,
  sellerId: doc.id,
  serialNumber: doc.serialNumber,
  issuer: doc.issuer,
  subject: doc.subject,
  validFrom: doc.validFrom,
  validTo: doc.validTo,
  sandboxCertificate: doc.sandboxCertificate,
  certificatePem: doc.certificatePem,
  issuedAt: doc.issuedAt,
});

@ApiTags('admin')
@Roles('admin', 'auditor')
@Controller('api/admin/seller-certificates')
export class AdminSellerCertificatesController {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  @Get()
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, ADMIN_SELLER_CERTIFICATES_LIST);
    const certificates = this.reads.collection<SellerCertificateDoc>(SELLER_CERTIFICATES);
    const [items, total] = await Promise.all([
      certificates.find(options),
      certificates.count({ filter: options.filter, text: options.text }),
    ]);
    setContentRange(res, 'seller-certificates', options.offset, items.length, total);
    return items.map(view);
  }

  @Get(':sellerId')
  async get(@Param('sellerId') sellerId: string) {
    const doc = await this.reads.collection<SellerCertificateDoc>(SELLER_CERTIFICATES).get(sellerId);
    if (!doc) throw notFound('Seller certificate', 'شهادة البائع');
    return view(doc);
  }
}
