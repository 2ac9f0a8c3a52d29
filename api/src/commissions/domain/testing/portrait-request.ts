/**
 * The request the commissions specs post, as its collector writes it and valid under every rule: the domain spec
 * adds the rest of its details (deadline, images, visibility), the e2e specs send it as the request's body.
 */
import type { CommissionDetails } from '../commission.events.js';

export const PORTRAIT_REQUEST = {
  title: 'Portrait of my grandfather',
  description: 'Oil portrait from a photograph.',
  category: 'painting',
  medium: 'Oil on canvas',
  style: 'Realism',
  dimensions: '60 x 80 cm',
  budgetMin: 300_000,
  budgetMax: 500_000,
} satisfies Partial<CommissionDetails>;
