/** The attendee's certificate of attendance (PDF, English and Arabic): theirs only, and only once checked in. */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { InvoicePdfs } from '../../invoicing/index.js';
import { WorkshopQueries } from './workshop-queries.js';
import { certificateHtml } from './certificate-html.js';
import { workshopEndDate } from '../domain/workshop-sessions.js';

@Injectable()
export class CertificateService {
  constructor(
    private readonly queries: WorkshopQueries,
    private readonly pdfs: InvoicePdfs,
  ) {}

  async pdf(user: AccountAccess, registrationId: string): Promise<Uint8Array> {
    const doc = await this.queries.registrationDoc(registrationId);
    // Someone else's registration is not found, as if it did not exist.
    if (!doc || doc.userId !== user.userId) throw notFound('Registration', 'التسجيل');
    if (doc.attendanceStatus !== 'attended' || !doc.checkedInAt)
      throw illegalState(
        'not_checked_in',
        'The certificate is ready once you are checked in at the workshop.',
        'تصبح الشهادة جاهزة بعد تسجيل حضورك في الورشة.',
      );
    const workshop = await this.queries.workshopDoc(doc.workshopId);
    return this.pdfs.renderHtml(
      certificateHtml({
        name: [doc.firstName, doc.lastName].filter(Boolean).join(' '),
        title: workshop.title,
        titleAr: workshop.titleAr,
        instructor: workshop.instructor,
        startDate: workshop.startDate,
        endDate: workshopEndDate(workshop),
        checkedInAt: doc.checkedInAt,
        registrationId: doc.id,
      }),
    );
  }
}
