import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { idempotencyKey } from '../../platform/http/idempotency-key.js';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { CreateInvoiceDto } from './create-invoice.dto.js';
import { SellerInvoicing, toSellerProfileView } from '../application/seller-invoicing.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import { toInvoiceView } from '../application/invoice-view.js';
import { SellerProfileDto } from './seller-profile.dto.js';
import { InvoiceNotes } from '../application/invoice-notes.js';
import { InvoiceFiles } from './invoice-files.js';

/** The spec's invoice calls (SPEC section 7) for artists and galleries, each seeing only their own invoices. */
@ApiTags('invoices')
@Controller('api/invoices')
@Roles('artist', 'gallery')
export class InvoicesController {
  constructor(
    private readonly invoicing: SellerInvoicing,
    private readonly queries: InvoiceQueries,
    private readonly notes: InvoiceNotes,
    private readonly files: InvoiceFiles,
  ) {}

  @Get('seller-profile')
  async sellerProfile(@CurrentUser() user: AccountAccess) {
    const doc = await this.queries.sellerProfile(user.userId);
    if (!doc) throw notFound('Seller profile', 'ملف البائع');
    return toSellerProfileView(doc);
  }

  @Put('seller-profile')
  setSellerProfile(@CurrentUser() user: AccountAccess, @Body() body: SellerProfileDto) {
    const a = body.address;
    return this.invoicing.setSellerProfile(user.userId, {
      businessName: body.business_name,
      businessNameAr: body.business_name_ar,
      vatNumber: body.vat_number,
      crNumber: body.cr_number,
      address: {
        street: a.street,
        buildingNumber: a.building_number,
        postalCode: a.postal_code,
        district: a.district,
        city: a.city,
        countryCode: a.country_code,
      },
    });
  }

  @Get()
  async list(@CurrentUser() user: AccountAccess) {
    return (await this.queries.listFor(user.userId)).map(toInvoiceView);
  }

  @Get(':id')
  async get(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return toInvoiceView(await this.queries.getOwned(id, user.userId));
  }

  /** The body is the invoice form (snake_case, text or structured address), checked by its DTO class. */
  @Post()
  create(@CurrentUser() user: AccountAccess, @Body() body: CreateInvoiceDto, @Headers('idempotency-key') key?: string) {
    return this.invoicing.createInvoice(user.userId, body, idempotencyKey(key));
  }

  @Patch(':id')
  changeStatus(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: Record<string, unknown>) {
    return this.invoicing.changeStatus(user.userId, id, body?.status);
  }

  /** The signed XML exactly as hashed and sent to the authority. */
  @Get(':id/xml')
  async xml(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Res() res: Response) {
    await this.files.sendXml(await this.queries.getOwned(id, user.userId), res);
  }

  /** The bilingual PDF with the signed XML attached, named `{invoiceNumber}.pdf`. */
  @Get(':id/pdf')
  async pdf(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Res() res: Response) {
    await this.files.sendPdf(await this.queries.getOwned(id, user.userId), res);
  }

  /** Cancels an issued invoice with a credit note `{ reason }`; answers the credit note. */
  @Post(':id/credit-note')
  @HttpCode(201)
  async creditNote(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: unknown) {
    return toInvoiceView(
      await this.notes.creditNote({ sellerId: user.userId, requestedBy: user.userId, invoiceId: id, body }),
    );
  }

  /** Corrects an issued invoice upwards with a debit note `{ reason, amount, description_en, description_ar }`. */
  @Post(':id/debit-note')
  @HttpCode(201)
  async debitNote(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: unknown) {
    return toInvoiceView(
      await this.notes.debitNote({ sellerId: user.userId, requestedBy: user.userId, invoiceId: id, body }),
    );
  }
}
