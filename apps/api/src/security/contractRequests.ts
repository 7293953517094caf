/**
 * Requests generated from openapi.yaml for the security suites: every operation of the contract,
 * with schema-valid values from fast-check (ids pinned to rows that exist where a suite says so),
 * and hostile values for the fuzzer. New operations are covered as soon as they are in the
 * contract.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { parse } from 'yaml';
import { contractPath, loadContract, type HttpMethod, type Operation } from '../http/contract';
import { HttpError } from '../http/errors';

type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  operationId: string;
  'x-permission': string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
}

const document = parse(readFileSync(contractPath(), 'utf8')) as Document;
const validators = new Map(loadContract().operations.map((op) => [op.operationId, op]));

function resolve<T>(ref: string): T {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as T;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** x-permission: none, token or category:rule. */
  permission: string;
  parameters: ParameterObject[];
  body: { mediaType: string; schema: JsonSchema; required: boolean } | undefined;
  validator: Operation;
}

/** Every operation of the contract, in the contract's order. */
export const contractOperations: readonly ContractOperation[] = Object.entries(
  document.paths,
).flatMap(([path, item]) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
    return [
      {
        operationId: operation.operationId,
        method,
        path,
        permission: operation['x-permission'],
        parameters: (operation.parameters ?? []).map((parameter) =>
          '$ref' in parameter ? resolve<ParameterObject>(parameter.$ref) : parameter,
        ),
        body:
          mediaType && content
            ? {
                mediaType,
                schema: content.schema,
                required: operation.requestBody?.required === true,
              }
            : undefined,
        validator: validators.get(operation.operationId)!,
      },
    ];
  }),
);

/** Values a suite pins by parameter or property name (ids of rows that exist). */
export type Pins = Readonly<Record<string, unknown>>;

const typesOf = (schema: JsonSchema) => ([] as unknown[]).concat(schema.type ?? []).map(String);

/** Text without NUL, as every text input of the contract is. */
const plainText = (minLength: number, maxLength: number) =>
  fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme-ascii' });

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Number(schema.maxLength ?? 40);
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.stringMatching(/^[a-z]{1,10}@example\.com$/);
  }
  const pattern = schema.pattern as string | undefined;
  const base =
    pattern && pattern !== '^[^\\u0000]*$'
      ? fc.stringMatching(new RegExp(pattern, 'u'))
      : plainText(minLength, maxLength);
  return base.filter((text) => text.length >= minLength && text.length <= maxLength);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const minimum = Number(schema.minimum ?? schema.exclusiveMinimum ?? -1000);
  const maximum = Number(schema.maximum ?? schema.exclusiveMaximum ?? 1000);
  if (integer) {
    return fc.integer({
      min: Math.max(minimum, Number.MIN_SAFE_INTEGER),
      max: Math.min(maximum, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
}

/**
 * A fast-check arbitrary of values the schema accepts (mostly: allOf branches and if/then are
 * not combined, so a caller checks a sample against the contract). Properties named in `pins`
 * take the pinned value.
 */
export function arbitraryFor(
  schema: JsonSchema,
  pins: Pins = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    return arbitraryFor(
      { ...resolve<JsonSchema>(schema.$ref), ...omit(schema, '$ref') },
      pins,
      depth,
    );
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword] as JsonSchema[] | undefined;
    if (branches) {
      return fc.oneof(
        ...branches.map((branch) =>
          arbitraryFor({ ...omit(schema, keyword), ...branch }, pins, depth + 1),
        ),
      );
    }
  }
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as JsonSchema[]).reduce<JsonSchema>(
      (all, branch) => ({
        ...all,
        ...omit(branch, 'if', 'then', 'else'),
        properties: { ...(all.properties as object), ...(branch.properties as object) },
      }),
      omit(schema, 'allOf'),
    );
    return arbitraryFor(merged, pins, depth);
  }
  const types = typesOf(schema);
  const chosen = types.length > 0 ? types : schema.properties ? ['object'] : ['string'];
  return fc.oneof(...chosen.map((type) => arbitraryOfType(type, schema, pins, depth)));
}

function arbitraryOfType(
  type: string,
  schema: JsonSchema,
  pins: Pins,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return schema.contentMediaType ? fc.constant('') : stringArbitrary(schema);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const minLength = Number(schema.minItems ?? 0);
      const maxLength = Math.min(Number(schema.maxItems ?? 3), minLength + 3);
      return depth > 6
        ? fc.constant([])
        : schema.uniqueItems
          ? fc.uniqueArray(arbitraryFor(items, pins, depth + 1), {
              minLength,
              maxLength,
              selector: (value) => JSON.stringify(value),
            })
          : fc.array(arbitraryFor(items, pins, depth + 1), { minLength, maxLength });
    }
    default:
      return objectArbitrary(schema, pins, depth);
  }
}

function objectArbitrary(schema: JsonSchema, pins: Pins, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (depth > 6 && !required.has(name)) continue;
    model[name] = Object.hasOwn(pins, name)
      ? fc.constant(pins[name])
      : arbitraryFor(property, pins, depth + 1);
  }
  const known = fc.record(model, {
    requiredKeys: Object.keys(model).filter(
      (name) => required.has(name) || Object.hasOwn(pins, name),
    ),
    noNullPrototype: true,
  });
  const open = schema.additionalProperties;
  if (typeof open !== 'object' || open === null || Object.keys(properties).length > 0) return known;
  const names = schema.propertyNames
    ? stringArbitrary({ maxLength: 20, ...(schema.propertyNames as JsonSchema) })
    : plainText(1, 20);
  return fc.dictionary(names, arbitraryFor(open as JsonSchema, pins, depth + 1), {
    maxKeys: 3,
    noNullPrototype: true,
  });
}

function omit(schema: JsonSchema, ...keys: string[]): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

/** The parts of a request: its path and query parameters and its body. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** An arbitrary of whole requests for the operation, pinned ids in place. */
export function requestArbitrary(operation: ContractOperation, pins: Pins = {}) {
  const group = (location: 'path' | 'query') => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const requiredKeys: string[] = [];
    for (const parameter of operation.parameters.filter((p) => p.in === location)) {
      model[parameter.name] = Object.hasOwn(pins, parameter.name)
        ? fc.constant(pins[parameter.name])
        : arbitraryFor(parameter.schema, pins);
      if (parameter.required || Object.hasOwn(pins, parameter.name)) {
        requiredKeys.push(parameter.name);
      }
    }
    return fc.record(model, { requiredKeys, noNullPrototype: true });
  };
  return fc.record(
    {
      params: group('path'),
      query: group('query'),
      body: operation.body ? arbitraryFor(operation.body.schema, pins) : fc.constant(undefined),
    },
    { noNullPrototype: true },
  ) as fc.Arbitrary<RequestParts>;
}

/** Whether the contract lets the request through (as the server would check it). */
export function isValidRequest(operation: ContractOperation, parts: RequestParts): boolean {
  try {
    const coerced = Object.fromEntries(
      Object.entries(parts.query).map(([name, value]) => [name, queryValue(value)]),
    );
    operation.validator.validateParams(
      Object.fromEntries(
        Object.entries(parts.params).map(([name, value]) => [name, String(value)]),
      ),
      coerced,
    );
    if (operation.body?.mediaType === 'application/json')
      operation.validator.validateBody(parts.body);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

const queryValue = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : typeof value === 'object' ? value : String(value);

/**
 * A schema-valid request for the operation (a deterministic sample: the first of up to 20 seeds
 * the contract accepts, else the last tried), for suites that need a request that passes
 * validation to reach the handler.
 */
export function validRequest(
  operation: ContractOperation,
  pins: Pins = {},
  seed = 1,
): RequestParts {
  let sample: RequestParts | undefined;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    [sample] = fc.sample(requestArbitrary(operation, pins), { seed: seed + attempt, numRuns: 1 });
    if (sample && isValidRequest(operation, sample)) return sample;
  }
  return sample!;
}

/** The inject options of a request, its body sent raw when it carries numbers JSON cannot write. */
export function toInject(
  operation: ContractOperation,
  parts: RequestParts,
  headers: Record<string, string> = {},
): InjectOptions {
  const url =
    '/api' +
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(parts.params[name] ?? '')),
    );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    for (const item of ([] as unknown[]).concat(value)) {
      if (item !== undefined)
        search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const query = search.toString();
  const options: InjectOptions = {
    method: operation.method.toUpperCase() as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
  };
  if (parts.body === undefined || !operation.body) return options;
  if (operation.body.mediaType === 'multipart/form-data') {
    const boundary = 'fuzzboundary7f3a';
    const fields = typeof parts.body === 'object' && parts.body !== null ? parts.body : {};
    const payload = Object.entries(fields)
      .map(([name, value]) => {
        const isFile = (operation.body?.schema as { properties?: Record<string, JsonSchema> })
          .properties?.[name]?.contentMediaType;
        return (
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          `${isFile ? '; filename="file.bin"\r\nContent-Type: application/octet-stream' : ''}\r\n\r\n${String(value)}\r\n`
        );
      })
      .join('');
    return {
      ...options,
      payload: `${payload}--${boundary}--\r\n`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  return {
    ...options,
    payload: rawJson(parts.body),
    headers: { ...headers, 'content-type': 'application/json' },
  };
}

/** A JSON text in which the hostile number markers become the raw numbers JSON.stringify loses. */
export function rawJson(value: unknown): string {
  return JSON.stringify(value).replace(/"__raw:([^"]+)__"/g, '$1');
}

/** Values that broke servers before: NUL, numbers past any column, non-finite, negative zero. */
export const hostileValues: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '__raw:1e309__',
  '__raw:-1e309__',
  '__raw:1e20__',
  '__raw:-0__',
  2147483648,
  -2147483649,
  '__raw:9007199254740993__',
  -1,
  0,
  '',
  ' ',
  'x'.repeat(5000),
  '../../../etc/passwd',
  '\u202egnp.exe',
  '%00',
  "'; DROP TABLE users; --",
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '00001',
  '1.5',
  '2024-02-30',
  true,
  null,
  [],
  {},
  [null],
  { '\u0000': 1 },
  { valueOf: 1, toString: 'x' },
];

/** In a query or path the hostile values arrive as text. */
export const hostileText = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^__raw:(.*)__$/, '$1') : JSON.stringify(value);
