/**
 * Security headers for the API and both apps (helmet): a CSP that allows only our own scripts, MUI's
 * inline styles, images from us or data/blob URLs; no framing by anyone (frame-ancestors 'none');
 * HSTS only in production, where TLS terminates in front of us.
 */
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

export function securityHeaders(config: Pick<AppConfig, 'nodeEnv' | 'oidcIssuer'>) {
  const formTargets = ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time; the identity provider's pages carry a style block.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: formTargets,
        frameAncestors: ["'none'"],
        ...(config.nodeEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
