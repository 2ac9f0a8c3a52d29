/**
 * The API's OpenAPI document, one builder for the two places that need it: the running app serves it at
 * /api/docs, and `npm run contracts` writes it out for the front ends' generated contract (cli/openapi.ts).
 */
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { describeValidatedBodies } from './platform/http/openapi-schemas.js';
import { describeContract } from './contract.js';

const INFO = new DocumentBuilder()
  .setTitle('Gulf Art Marketplace API')
  .setDescription('Event-sourced API of the marketplace. Errors: { statusCode, code, message, messageAr, details }.')
  .setVersion('0.1.0')
  .addCookieAuth('ga.sid')
  .build();

/** The routes, the request bodies from the DTOs' rules, and the shared shapes of contract.ts. */
export const openApiDocument = (app: INestApplication): OpenAPIObject =>
  describeContract(describeValidatedBodies(SwaggerModule.createDocument(app, INFO)));
