import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for this api's request schemas. */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Generated strings stay short: the mutations bring the huge ones. */
const STRING_MAX = 40;
const ARRAY_MAX = 4;
/** zod's e-mail rule is stricter than RFC 5322's: a generated address must pass the api's. */
const EMAIL = z.email();

function stringArbitrary(schema: JsonSchema, key: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? STRING_MAX, STRING_MAX));
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  // An e-mail checked after a trim (a pipe) has no format in the input's JSON Schema: its name tells.
  if (schema.format === 'email' || /email/.test(key))
    return fc.emailAddress().filter((value) => fits(value) && EMAIL.safeParse(value).success);
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl().filter(fits);
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  // A name is no schema: but without a plausible date a date field would never pass its refinement.
  if (schema.format === 'date' || /date/.test(key)) {
    return fc
      .date({ min: new Date('1940-01-01'), max: new Date('2010-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern fast-check cannot read: plain strings, the validity filter sorts them out.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'binary' });
}

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1_000_000);
  return { min, max: Math.max(min, max) };
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** Values of a JSON schema, most of them valid for it (refinements it cannot express aside). */
export function arbitraryOf(schema: JsonSchema, key = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, key)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], key);
  switch (typeOf(schema)) {
    case 'string':
      return stringArbitrary(schema, key);
    case 'integer':
      return fc.integer(numberBounds(schema, true));
    case 'number':
      return fc.double({ ...numberBounds(schema, false), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ARRAY_MAX, ARRAY_MAX));
      return fc.array(arbitraryOf(schema.items ?? {}, key), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ maxLength: 12 }), arbitraryOf(schema.additionalProperties), { maxKeys: 3 });
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = arbitraryOf(property, name);
      // A repeated field (`password_repeat`) repeats its field, as a form sends it.
      return fc
        .record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) })
        .map((value: Record<string, unknown>) => {
          for (const name of Object.keys(value)) {
            const original = name.replace(/_repeat$/, '');
            if (original !== name && original in value) value[name] = value[original];
          }
          return value;
        });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** The request schema's input side as JSON Schema (pipes read as their input, refinements dropped). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
