/** The OpenAPI description of GET /api/auctions/:id/my-standing (the answer is a plain object, not a DTO class). */
import { ApiForbiddenResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { plainAnswerDocs, sarProperty } from './plain-answer.docs.js';

const sar = (description: string) => sarProperty(description, true);

export const MY_STANDING_DOCS = plainAnswerDocs({
  summary: "The signed-in bidder's own standing on a lot",
  description:
    'Leading/winning or outbid, the highest own bid, the own maximum (auto-bid ceiling) and the next minimum. ' +
    "Only the caller's own figures; staff never bid and are refused.",
  answer: {
    description: 'The standing',
    schema: {
      type: 'object',
      required: ['auctionId', 'paddle', 'standing', 'highestBid', 'maximum', 'minimumNextBid', 'next', 'won'],
      properties: {
        auctionId: { type: 'string' },
        paddle: { type: 'integer', nullable: true },
        standing: { type: 'string', enum: ['winning', 'leading', 'outbid', 'not_bidding'] },
        highestBid: sar('The highest own standing bid'),
        maximum: sar('The own private maximum'),
        minimumNextBid: sar('The least the caller may bid (or raise the maximum to) next'),
        next: {
          type: 'object',
          properties: {
            action: { type: 'string', enum: ['bid', 'raise_maximum', 'closed'] },
            minimum: sar('Same as minimumNextBid'),
            quickAmounts: { type: 'array', items: { type: 'number' } },
            yourMaximum: sar('The own maximum while leading'),
          },
        },
        won: {
          type: 'object',
          nullable: true,
          properties: { hammer: { type: 'number' }, buyersPremium: { type: 'number' }, total: { type: 'number' } },
        },
      },
    },
  },
  refusals: [
    ApiForbiddenResponse({ description: 'Staff accounts (they never bid): code staff_cannot_bid' }),
    ApiNotFoundResponse({ description: 'No such auction' }),
  ],
});
