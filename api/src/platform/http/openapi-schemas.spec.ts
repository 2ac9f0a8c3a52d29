/**
 * The OpenAPI document describes each request body from its DTO's class-validator rules: the fuzzer builds its
 * bodies from these, and /api/docs says what a write accepts.
 */
import { describe, expect, it } from '@jest/globals';
import { describeValidatedBodies, type JsonSchema } from './openapi-schemas.js';
import '../../identity/http/update-profile.dto.js';
import '../../auctions/http/schedule-auction.dto.js';

const documentFor = (...names: string[]) => ({
  paths: Object.fromEntries(
    names.map((name) => [
      `/api/${name}`,
      {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } },
        },
      },
    ]),
  ),
  components: { schemas: {} as Record<string, JsonSchema> },
});

describe('request bodies in the OpenAPI document', () => {
  it('describes each field of a DTO with its type, bounds, pattern and whether it is required', () => {
    const { components } = describeValidatedBodies(documentFor('UpdateProfileDto'));
    const schema = components.schemas.UpdateProfileDto!;
    expect(schema).toMatchObject({ type: 'object', required: [], additionalProperties: false });
    expect(schema.properties).toMatchObject({
      firstName: { type: 'string', maxLength: 80 },
      phone: { type: 'string', maxLength: 20, pattern: expect.any(String) },
      bio: { type: 'string', maxLength: 2000 },
    });
  });

  it('describes nested forms and lists of them, with required fields and enumerations', () => {
    const { components } = describeValidatedBodies(documentFor('ScheduleAuctionDto'));
    const schema = components.schemas.ScheduleAuctionDto!;
    expect(schema.required).toEqual(expect.arrayContaining(['increments']));
    // Left out, the platform settings' premium tiers apply (fixed into the auction when it is scheduled).
    expect(schema.required).not.toContain('premiumTiers');
    expect(schema.properties!.increments).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { $ref: '#/components/schemas/IncrementBandDto' },
    });
    expect(components.schemas.IncrementBandDto!.properties!.from).toMatchObject({ minimum: 0 });
  });
});
