/**
 * The payments context's public surface: the payment port and its sandbox adapter, shared by the contexts that
 * take money (workshops, orders), and the payout port (bank transfers to sellers) with its sandbox. It keeps no streams: each payer's context records its payments.
 */
export {
  PAYMENT_PROVIDERS,
  PaymentGateway,
  SandboxPaymentGateway,
  webhookSecret,
  type CreatedPayment,
  type NextAction,
  type OtpAuthorization,
  type OtpConfirmation,
  type PaymentProvider,
  type PaymentRequest,
  type RefundOutcome,
  type RefundTarget,
  type WebhookDelivery,
  type WebhookStatus,
} from './payment-gateway.js';
export {
  PayoutTransfers,
  SandboxPayoutTransfers,
  type PayoutTransferRequest,
  type PayoutTransferResult,
} from './payout-transfers.js';
export { StcPaySimulator } from './providers/stcpay-simulator.js';
export { stcPayMobile } from './providers/stcpay.adapter.js';
export { otpSent, type OtpState, type SentCode } from './stcpay-otp.js';
export { StcPayCodeCheckout, type CodePayable } from './stcpay-code-checkout.js';
export { OTP_LIMIT, StcPayMobileDto, StcPayOtpDto } from './stcpay-otp.dto.js';
export { CheckoutUnsupported, ProviderError } from './providers/provider-adapter.js';
export { PaymentsModule } from './payments.module.js';
export { ApiPaymentProvider, PaymentProviderPipe } from './payment-provider.pipe.js';
export {
  SandboxWebhookRoute,
  WebhookHeaders,
  WebhookProvider,
  WebhookRawBody,
  WebhookRoute,
  WebhookSignature,
} from './webhook-routes.js';
export { sandboxCheckoutPage, type SandboxCheckout } from './sandbox-checkout-page.js';
