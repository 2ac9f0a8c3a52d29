/**
 * The shapes the front ends read that no request body describes (roles, errors, live messages, views), added to
 * the OpenAPI document as named schemas from the API's own values. `npm run contracts` turns the document into
 * the `contracts/` workspace's types, so the storefront and the back-office import these instead of copying
 * them. Each object schema is checked against the API's own type: a field added or renamed here fails to compile.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { ROLES, STAFF_ROLES } from './platform/auth/roles.js';
import { GENERIC_ERROR_CODES, type ErrorBody } from './platform/errors/http-error.filter.js';
import type { FieldProblem } from './platform/errors/domain-errors.js';
import type { ProjectionFailure } from './platform/projections/projection-failures.js';
import type { ProjectionHealth } from './platform/projections/projection-engine.js';
import { PROJECTION_STATUSES } from './platform/projections/projection-runner.js';
import { MODERATED_CATEGORIES } from './platform/audit/audit-access.js';
import type { JsonSchema } from './platform/http/openapi-schemas.js';
import { LIVE_MESSAGE_TYPES, type LiveBidData, type LiveExtendedData, type LiveStatusData } from './auctions/index.js';
import type { StructuredAddress } from './invoicing/index.js';
import { LIFECYCLE_STAGES, RISK_LEVELS, USER_STATUSES } from './identity/index.js';

type Schema = JsonSchema & { nullable?: boolean; description?: string; allOf?: Schema[] };

/** An object schema with exactly the fields of `T`, each required unless `T` marks it optional. */
const objectOf =
  <T>() =>
  (description: string, properties: { [K in keyof T]-?: Schema }): Schema => ({
    type: 'object',
    description,
    properties: properties as Record<string, Schema>,
    required: Object.keys(properties),
    additionalProperties: false,
  });

const text: Schema = { type: 'string' };
const integer: Schema = { type: 'integer' };
const number: Schema = { type: 'number' };
const boolean: Schema = { type: 'boolean' };
/** A reference cannot carry `nullable` beside it (OpenAPI 3.0 ignores a `$ref`'s siblings): wrapped in `allOf`. */
const nullable = (schema: Schema): Schema =>
  schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
const enumOf = (description: string, values: readonly string[]): Schema => ({
  type: 'string',
  description,
  enum: [...values],
});
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const CONTRACT_SCHEMAS: Record<string, Schema> = {
  Role: enumOf('A role an account holds (DESIGN.md section 4); `roles[]` is authoritative.', ROLES),
  StaffRole: enumOf('Roles only an admin grants, never through role selection.', STAFF_ROLES),
  UserStatus: enumOf("An account's status as the users read model keeps it.", USER_STATUSES),
  RiskLevel: enumOf("An account's risk level (staff filters).", RISK_LEVELS),
  LifecycleStage: enumOf('Where an account stands as a customer (staff filters).', LIFECYCLE_STAGES),
  ModeratedCategory: enumOf('The stream categories moderators read in the audit explorer.', MODERATED_CATEGORIES),
  GenericErrorCode: enumOf('Error codes any endpoint may answer with.', GENERIC_ERROR_CODES),
  ApiErrorDetail: objectOf<FieldProblem>()('One field a request got wrong, in English and Arabic.', {
    field: text,
    code: text,
    message: text,
    messageAr: text,
  }),
  ApiError: objectOf<ErrorBody>()('Every error answer (DESIGN.md section 5).', {
    statusCode: integer,
    code: text,
    message: text,
    messageAr: text,
    details: { type: 'array', items: ref('ApiErrorDetail') },
  }),
  ProjectionFailure: objectOf<ProjectionFailure>()('An event a projection could not apply after its retries.', {
    stream: text,
    revision: integer,
    eventId: text,
    type: text,
    error: text,
    attempts: integer,
    at: text,
  }),
  ProjectionStatus: enumOf('Where a projection stands.', PROJECTION_STATUSES),
  ProjectionHealth: objectOf<ProjectionHealth>()(
    'GET /api/admin/projections: a read model, where it stands and what it skipped.',
    {
      name: text,
      status: ref('ProjectionStatus'),
      position: text,
      lag: integer,
      lastError: nullable(text),
      stoppedAt: nullable(ref('ProjectionFailure')),
      skipped: { type: 'array', items: ref('ProjectionFailure') },
    },
  ),
  StructuredAddress: objectOf<StructuredAddress>()('A Saudi national address as the API answers it.', {
    street: text,
    buildingNumber: text,
    postalCode: text,
    district: text,
    city: text,
    countryCode: text,
  }),
  LiveMessageType: enumOf('The events of the live auction feed (Server-Sent Events).', LIVE_MESSAGE_TYPES),
  LiveBidData: objectOf<LiveBidData>()('`bid`: one accepted bid, in SAR.', {
    amount: number,
    paddle: integer,
    at: text,
    bidCount: integer,
    minimumNextBid: nullable(number),
  }),
  LiveExtendedData: objectOf<LiveExtendedData>()('`extended`: a late bid moved the end (soft close).', {
    endsAt: text,
    previousEndsAt: text,
    cause: text,
  }),
  LiveStatusData: objectOf<LiveStatusData>()('`status`: the whole public picture, amounts in SAR.', {
    status: enumOf('', ['live', 'upcoming', 'ended', 'unknown']),
    detail: nullable(enumOf('', ['sold', 'reserve_not_met', 'no_bids', 'cancelled'])),
    currentBid: nullable(number),
    minimumNextBid: nullable(number),
    bidCount: integer,
    hasReserve: boolean,
    reserveMet: boolean,
    endsAt: text,
    hammer: nullable(number),
  }),
};

/** Adds the contract's shapes to a document's `components.schemas`; returns the document. */
export function describeContract(document: OpenAPIObject): OpenAPIObject {
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, ...(CONTRACT_SCHEMAS as Record<string, object>) };
  return document;
}
