/**
 * The OpenAPI document's request bodies, described from the DTOs' own class-validator rules (types, lengths,
 * bounds, patterns, enumerations, required fields, nested forms), so /api/docs says what each write accepts
 * without a second set of decorators to keep in step, and the fuzzer generates bodies from it.
 */
import { createRequire } from 'node:module';
import { getMetadataStorage, ValidationTypes } from 'class-validator';

/** A DTO class, as the metadata stores key them. */
type Dto = abstract new (...args: never[]) => unknown;

/** What class-validator records per decorator (its type is not exported from the package root). */
interface ValidationMetadata {
  type: string;
  name?: string;
  propertyName: string;
  constraints: unknown[];
  each: boolean;
}

/** class-transformer's record of `@Type(() => X)`, which says what a nested field holds (it has no typed export). */
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: Dto, property: string): { typeFunction?: () => unknown } | undefined;
  };
};

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  additionalProperties?: boolean;
}

interface OpenApiLike {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const storage = getMetadataStorage() as unknown as {
  validationMetadatas: Map<Dto, ValidationMetadata[]>;
  getTargetValidationMetadatas(target: Dto, schema: string, always: boolean, strict: boolean): ValidationMetadata[];
};

/** Fills in `components.schemas` for every validated DTO a request body refers to; returns the document. */
export function describeValidatedBodies<T extends object>(document: T): T {
  const doc = document as unknown as OpenApiLike;
  const classes = new Map([...storage.validationMetadatas.keys()].map((target) => [target.name, target]));
  const schemas = (doc.components ??= {}).schemas ?? (doc.components.schemas = {});
  const describe = (target: Dto): string => {
    if (!schemas[target.name]?.properties || Object.keys(schemas[target.name]!.properties!).length === 0)
      schemas[target.name] = schemaOf(target, describe);
    return `#/components/schemas/${target.name}`;
  };
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
      const target = ref ? classes.get(ref.split('/').pop()!) : undefined;
      if (target) describe(target);
    }
  }
  return document;
}

const patternOf = (pattern: RegExp | string): string => (pattern instanceof RegExp ? pattern.source : pattern);

function schemaOf(target: Dto, describe: (target: Dto) => string): JsonSchema {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const meta of storage.getTargetValidationMetadatas(target, '', true, false))
    byProperty.set(meta.propertyName, [...(byProperty.get(meta.propertyName) ?? []), meta]);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [property, metas] of byProperty) {
    properties[property] = propertySchema(target, property, metas, describe);
    if (!metas.some((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION)) required.push(property);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

function propertySchema(
  target: Dto,
  property: string,
  metas: ValidationMetadata[],
  describe: (target: Dto) => string,
): JsonSchema {
  const own: JsonSchema = {};
  const each: JsonSchema = {};
  for (const meta of metas) {
    const into = meta.each ? each : own;
    // The constraint's value, whose type the decorator's name tells.
    const first = meta.constraints?.[0] as never;
    if (meta.type === ValidationTypes.NESTED_VALIDATION) {
      const nested = defaultMetadataStorage.findTypeMetadata(target, property)?.typeFunction?.() as Dto | undefined;
      if (nested) Object.assign(meta.each || own.type === 'array' ? each : own, { $ref: describe(nested) });
      continue;
    }
    switch (meta.name) {
      case 'isString':
        into.type = 'string';
        break;
      case 'isInt':
        into.type = 'integer';
        break;
      case 'isNumber':
        into.type = 'number';
        break;
      case 'isBoolean':
        into.type = 'boolean';
        break;
      case 'isArray':
        own.type = 'array';
        break;
      case 'maxLength':
        into.maxLength = first;
        break;
      case 'minLength':
        into.minLength = first;
        break;
      case 'isNotEmpty':
        into.minLength = Math.max(into.minLength ?? 0, 1);
        break;
      case 'min':
        into.minimum = first;
        break;
      case 'max':
        into.maximum = first;
        break;
      case 'isPositive':
        into.exclusiveMinimum = 0;
        break;
      case 'arrayMaxSize':
        own.maxItems = first;
        break;
      case 'arrayMinSize':
        own.minItems = first;
        break;
      case 'arrayNotEmpty':
        own.minItems = Math.max(own.minItems ?? 0, 1);
        break;
      case 'isIn':
        into.enum = [...first];
        break;
      case 'isEnum':
        into.enum = Object.values(first);
        break;
      case 'matches':
        into.type ??= 'string';
        into.pattern = patternOf(first);
        break;
      case 'isEmail':
        into.format = 'email';
        break;
      case 'isUrl':
        into.format = 'uri';
        break;
      case 'isUUID':
        into.format = 'uuid';
        break;
      case 'isDateString':
      case 'isISO8601':
        into.type ??= 'string';
        into.format = 'date-time';
        break;
    }
  }
  if (own.type === 'array' || Object.keys(each).length > 0) return { ...own, type: 'array', items: each };
  return own;
}
