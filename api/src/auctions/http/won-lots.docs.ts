/** The OpenAPI description of GET /api/auctions/won (the answer is a plain object, not a DTO class). */
import { plainAnswerDocs, sarProperty as sar } from './plain-answer.docs.js';

const text = { type: 'string', nullable: true };

export const WON_LOTS_DOCS = plainAnswerDocs({
  summary: "The signed-in account's won lots",
  description: 'Lots that closed sold to the caller, newest close first, with the tax invoice issued for each.',
  answer: {
    description: 'The won lots',
    schema: {
      type: 'object',
      required: ['items', 'total'],
      properties: {
        total: { type: 'integer' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['auctionId', 'lotId', 'artworkId', 'title', 'titleAr', 'currency', 'hammer', 'closedAt'],
            properties: {
              auctionId: { type: 'string' },
              lotId: { type: 'string' },
              artworkId: text,
              title: text,
              titleAr: text,
              currency: { type: 'string', enum: ['SAR'] },
              hammer: sar('The hammer price'),
              buyersPremium: sar("The buyer's premium"),
              total: sar('Hammer plus premium'),
              closedAt: { type: 'string', format: 'date-time' },
              invoiceId: { ...text, description: "The hammer price's invoice, else the premium's; null before either" },
              invoiceIds: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
  },
});
