/** The auction and new-work mails render in both languages, the recipient's first, with the amounts and links. */
import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../render-email.js';
import { auctionOutbidTemplate, auctionWonTemplate } from './auction.templates.js';
import { followedArtistNewWorkTemplate } from './followed-artist.template.js';

const context = { publicUrl: 'https://art.example.sa' };
const lot = { auctionId: 'a1', title: 'Dunes at Dusk', titleAr: 'كثبان عند الغروب' };

describe('auction e-mails', () => {
  it('tell the outbid bidder the leading amount and link back to the lot', () => {
    const ar = renderEmail(auctionOutbidTemplate, { ...lot, amount: '5500.00' }, 'ar', context);
    expect(ar.subject.startsWith('تجاوزك مزايد آخر على «كثبان عند الغروب»')).toBe(true);
    expect(ar.text).toContain('5500.00 ريال');
    expect(ar.text).toContain('https://art.example.sa/auctions/a1?lang=ar');
    expect(ar.html).toContain('dir="rtl"');
    const en = renderEmail(auctionOutbidTemplate, { ...lot, amount: '5500.00' }, 'en', context);
    expect(en.subject.startsWith('You have been outbid on "Dunes at Dusk"')).toBe(true);
    expect(en.text).toContain('with 5500.00 SAR');
  });

  it('tell the winner the hammer, premium and total, and where to pay', () => {
    const data = { ...lot, hammer: '10000.00', premium: '2500.00', total: '12500.00' };
    const en = renderEmail(auctionWonTemplate, data, 'en', context);
    expect(en.subject.startsWith('You won "Dunes at Dusk"')).toBe(true);
    expect(en.text).toContain("Hammer price: 10000.00 SAR. Buyer's premium: 2500.00 SAR. Total: 12500.00 SAR");
    expect(en.text).toContain('https://art.example.sa/collector');
    const ar = renderEmail(auctionWonTemplate, data, 'ar', context);
    expect(ar.text).toContain('الإجمالي: 12500.00 ريال');
    expect(ar.text).toContain('https://art.example.sa/collector?lang=ar');
  });

  it('announce a followed artist’s new work with a link to it', () => {
    const data = { artworkId: 'w1', title: 'Dunes at Dusk', titleAr: '', name: 'Noura', nameAr: 'نورة' };
    const ar = renderEmail(followedArtistNewWorkTemplate, data, 'ar', context);
    expect(ar.subject.startsWith('جديد من نورة: «Dunes at Dusk»')).toBe(true);
    expect(ar.text).toContain('https://art.example.sa/artwork/w1?lang=ar');
    const en = renderEmail(followedArtistNewWorkTemplate, data, 'en', context);
    expect(en.text).toContain('Noura, whom you follow, has published a new work: "Dunes at Dusk"');
  });
});
