import { describe, expect, it } from 'vitest';
import { canAccess } from '../permissions';
import { streamNameOf } from '../kit/catalogCommands';
import { STREAM_PREFIXES } from '../audit/StreamPicker';
import { SHIPPING_STATUSES } from './ShippingOrderResources';
import { shippingOrdersAr, shippingOrdersEn } from './i18n';

describe('shipping orders resource', () => {
  it('admins and auditors read it; moderators do not (the orders hold buyers’ addresses)', () => {
    expect(canAccess(['auditor'], 'shipping-orders', 'list')).toBe(true);
    expect(canAccess(['admin'], 'shipping-orders', 'show')).toBe(true);
    expect(canAccess(['moderator'], 'shipping-orders', 'list')).toBe(false);
  });

  it('opens each order’s stream in the audit explorer, whose picker offers the shipping categories', () => {
    expect(streamNameOf('shipping-orders', 'o-1')).toBe('shippingOrder-o-1');
    expect(STREAM_PREFIXES).toEqual(expect.arrayContaining(['shippingOrder-', 'shippingProfile-']));
  });

  it('names every status in English and Arabic', () => {
    for (const status of SHIPPING_STATUSES) {
      expect(shippingOrdersEn.status[status]).toBeTruthy();
      expect(shippingOrdersAr.status[status]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
