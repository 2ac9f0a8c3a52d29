/**
 * STC Pay's one-time-code checkout of a registration (live STC Pay, or its simulator): the payer gives a Saudi mobile
 * on our page and STC Pay texts a code (the authorization recorded on the registration's stream); the code typed is
 * confirmed with STC Pay and a paid answer pays the registration as a webhook does (once, however often). A wrong
 * code counts against the code (three, then void); an expired or void one asks for a new code. Only the
 * registration's own attendee may do any of this (404 to anyone else).
 */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { illegalState, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { PaymentGateway, stcPayMobile } from '../../payments/index.js';
import { registrationDecider } from '../domain/registration.decider.js';
import { usableOtp, OTP_ATTEMPTS } from '../domain/registration-otp.js';
import { registrationsProjection } from '../projections/workshops.projections.js';
import { WorkshopCommands } from './workshop-commands.js';
import { WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';

const badMobile = () =>
  validationError([
    {
      field: 'mobile',
      code: 'invalid',
      message: 'Enter a Saudi mobile number: 05XXXXXXXX or 9665XXXXXXXX.',
      messageAr: 'أدخل رقم جوال سعودي: 05XXXXXXXX أو 9665XXXXXXXX.',
    },
  ]);

const badCode = () =>
  validationError([
    {
      field: 'otp',
      code: 'invalid',
      message: 'Enter the code STC Pay sent you (4 to 6 digits).',
      messageAr: 'أدخل الرمز الذي أرسلته STC Pay (من 4 إلى 6 أرقام).',
    },
  ]);

@Injectable()
export class StcPayCheckout {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly queries: WorkshopQueries,
    private readonly commands: WorkshopCommands,
    private readonly gateway: PaymentGateway,
  ) {}

  private async own(user: AccountAccess, registrationId: string) {
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.userId !== user.userId || doc.paymentMethod !== 'stcpay') throw notFound('Registration', 'التسجيل');
    return doc;
  }

  /** What the page shows: the amount and whether a code is waiting to be typed. */
  async status(user: AccountAccess, registrationId: string) {
    const doc = await this.own(user, registrationId);
    return {
      registrationId,
      amount: doc.amountDue,
      currency: doc.currency,
      paid: doc.paidAt !== null,
      codeSent: !!doc.otp && !doc.otp.voided,
      expiresAt: doc.otp?.expiresAt ?? null,
      attemptsLeft: doc.otp ? OTP_ATTEMPTS - doc.otp.attempts : OTP_ATTEMPTS,
    };
  }

  /** Sends (or sends again) STC Pay's code to the payer's mobile. */
  async authorize(user: AccountAccess, registrationId: string, mobile: string, now = new Date()) {
    const doc = await this.own(user, registrationId);
    const number = stcPayMobile(mobile);
    if (!number) throw badMobile();
    if (doc.status !== 'pending_payment')
      throw illegalState(
        'not_payable',
        'This registration is not waiting for a payment.',
        'هذا التسجيل لا ينتظر دفعة.',
      );
    const sent = await this.gateway.authorizeOtp('stcpay', {
      orderId: doc.id,
      mobile: number,
      amount: doc.amountDue,
      note: 'Workshop',
    });
    if (!sent)
      throw illegalState(
        'not_live',
        'STC Pay codes are not in use here: pay on the checkout page.',
        'رموز STC Pay غير مستخدمة هنا: ادفع من صفحة الدفع.',
      );
    await this.writer.run(
      registrationDecider,
      doc.id,
      { type: 'RecordOtpSent', ...sent, mobileEnding: number.slice(-4), now },
      user.userId,
      registrationsProjection.name,
    );
    return this.status(user, registrationId);
  }

  /** The code the payer typed: paid, or refused (wrong: counted; expired: ask again). */
  async confirm(user: AccountAccess, registrationId: string, code: string, now = new Date()) {
    const doc = await this.own(user, registrationId);
    if (doc.paidAt !== null) return this.status(user, registrationId);
    if (!/^\d{4,6}$/.test(code.trim())) throw badCode();
    const otp = usableOtp(doc.otp, now);
    const answer = await this.gateway.confirmOtp('stcpay', otp, code.trim());
    if (answer.status === 'paid') {
      const deliveryId = answer.providerReference;
      await this.commands.applyPayment({
        provider: 'stcpay',
        reference: doc.paymentReference,
        status: 'succeeded',
        amount: answer.amount,
        deliveryId,
      });
      return this.status(user, registrationId);
    }
    if (answer.status === 'wrong_code') {
      const { events } = await this.writer.run(
        registrationDecider,
        doc.id,
        { type: 'RejectOtp', otpReference: otp.otpReference },
        user.userId,
        registrationsProjection.name,
      );
      const voided = events.some((e) => e.type === 'RegistrationOtpRejected' && e.data.voided);
      throw voided
        ? illegalState(
            'otp_void',
            'Too many wrong codes: ask for a new code.',
            'أُدخل رمز خاطئ مرات كثيرة: اطلب رمزاً جديداً.',
          )
        : illegalState(
            'otp_wrong',
            'That code is not right: check the SMS and try again.',
            'الرمز غير صحيح: راجع الرسالة وحاول مجدداً.',
          );
    }
    throw illegalState(
      'otp_expired',
      'The code has expired: ask for a new one.',
      'انتهت صلاحية الرمز: اطلب رمزاً جديداً.',
    );
  }
}
