import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { HttpError, invalidProperties, invalidProperty, type ErrorProperty } from './errors';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  operationId: string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-permission': string;
  'x-accepts-link-token'?: boolean;
  /** Bytes a request body may hold where the default (1 MiB) is too small. */
  'x-body-limit'?: number;
  /** false for an operation answered without the database (liveness). */
  'x-database'?: boolean;
  tags?: string[];
  security?: Record<string, string[]>[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof methods)[number];

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. /backoffice/users/{userId} */
  path: string;
  permission: string;
  acceptsLinkToken: boolean;
  /** The operation's own request body limit in bytes (x-body-limit); undefined for the default. */
  bodyLimit: number | undefined;
  /** Whether the operation runs in a database transaction; false only for liveness (x-database). */
  usesDatabase: boolean;
  /**
   * The service whose API key (X-Api-Key) may call the operation instead of a user: its tag,
   * when its security offers the apiKey scheme; undefined for operations only users call.
   */
  apiKeyService: string | undefined;
  validateParams(
    params: Record<string, unknown>,
    query: Record<string, unknown>,
  ): {
    params: Record<string, unknown>;
    query: Record<string, unknown>;
  };
  validateBody(body: unknown): unknown;
  /** Throws when a response breaks the contract (used in tests and development). */
  checkResponse(status: number, body: unknown): void;
}

export interface Contract {
  operations: Operation[];
}

const CONTRACT_ID = 'openapi.json';

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** "must NOT have more than 100 characters" etc., with the property it concerns. */
function toProperties(errors: ErrorObject[] | null | undefined, prefix = ''): ErrorProperty[] {
  return (errors ?? []).map((error) => {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties')
      path.push(String(error.params.additionalProperty));
    const property = [prefix, ...path].filter(Boolean).join('.') || prefix || 'body';
    const message =
      error.keyword === 'additionalProperties'
        ? 'is not allowed'
        : error.keyword === 'required'
          ? 'is required'
          : (error.message ?? 'is invalid');
    return { property, message };
  });
}

/** A file part of a multipart form, as the multipart parser hands it to validation. */
export class MultipartFile {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly bytes: Uint8Array,
  ) {}
}

/**
 * Reads a multipart/form-data body into its fields: text parts as strings, file parts as
 * MultipartFile. A name sent twice is refused rather than one of its values silently kept.
 */
export async function readMultipartForm(
  body: Uint8Array,
  contentType: string,
): Promise<Record<string, string | MultipartFile>> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'ERR_BAD_REQUEST', 'The form could not be read.');
  }
  const fields: Record<string, string | MultipartFile> = {};
  for (const [name, value] of form) {
    if (Object.hasOwn(fields, name)) {
      throw invalidProperty(name, 'must be sent once');
    }
    fields[name] =
      typeof value === 'string'
        ? value
        : new MultipartFile(value.name, value.type, new Uint8Array(await value.arrayBuffer()));
  }
  return fields;
}

/** The properties of a multipart body schema that carry a file rather than text. */
function binaryProperties(schema: JsonSchema | undefined): Set<string> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return new Set(
    Object.entries(properties)
      .filter(([, property]) => property.contentMediaType || property.format === 'binary')
      .map(([name]) => name),
  );
}

/**
 * A multipart body as its schema can check it: each file part must arrive as a file and stands
 * in as a string (the schema's type for it); a file where text is expected is refused.
 */
function multipartForValidation(body: unknown, binary: Set<string>): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const problems: ErrorProperty[] = [];
  const checked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const isFile = value instanceof MultipartFile;
    if (binary.has(name) !== isFile) {
      problems.push({ property: name, message: isFile ? 'must be text' : 'must be a file' });
    }
    checked[name] = isFile ? '' : value;
  }
  if (problems.length > 0) throw invalidProperties(problems);
  return checked;
}

/**
 * Keys that name a member every object inherits (valueOf, toString, constructor…): a body that
 * sends one as data crashed ajv's equality checks (uniqueItems) with a 500, and they are never
 * the contract's property names. Listed with the path of each, to refuse them naming it.
 */
const inheritedNames = new Set(Object.getOwnPropertyNames(Object.prototype));

function inheritedKeys(value: unknown, path: string[] = []): ErrorProperty[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(inheritedNames.has(key)
      ? [{ property: [...path, key].join('.'), message: 'is not allowed' }]
      : []),
    ...inheritedKeys(child, [...path, key]),
  ]);
}

export function contractPath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('@backoffice/api-client/openapi.yaml');
}

/** Reads openapi.yaml and compiles a validator for each operation's input and responses. */
export function loadContract(file = contractPath()): Contract {
  const document = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
    components: { parameters?: Record<string, ParameterObject> };
  };
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    allErrors: true,
    coerceTypes: false,
  });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: CONTRACT_ID } as JsonSchema);
  // Path and query values arrive as text: a second instance coerces them to their types.
  // Not strictNumbers here: with it ajv coerces "1e309" (Infinity) to null, which then passes.
  // Every number of the contract is bounded, so Infinity fails its maximum instead.
  const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
  addFormats(coercing);
  coercing.addSchema({ ...document, $id: CONTRACT_ID } as JsonSchema);

  const compileRef = (instance: Ajv2020, ...segments: string[]): ValidateFunction =>
    instance.compile({ $ref: `${CONTRACT_ID}#/${pointer(...segments)}` });

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).map((parameter) =>
        '$ref' in parameter
          ? document.components.parameters?.[parameter.$ref.split('/').pop() ?? '']
          : parameter,
      ) as ParameterObject[];
      const groupSchema = (location: 'path' | 'query') => {
        const inGroup = parameters.filter((parameter) => parameter.in === location);
        return coercing.compile({
          type: 'object',
          properties: Object.fromEntries(
            inGroup.map((parameter) => [parameter.name, parameter.schema]),
          ),
          required: inGroup
            .filter((parameter) => parameter.required)
            .map((parameter) => parameter.name),
        });
      };
      const validatePath = groupSchema('path');
      const validateQuery = groupSchema('query');
      const bodyMediaType = operation.requestBody
        ? Object.keys(operation.requestBody.content)[0]
        : undefined;
      const multipartFiles =
        bodyMediaType === 'multipart/form-data'
          ? binaryProperties(operation.requestBody?.content[bodyMediaType]?.schema)
          : undefined;
      const validateBodySchema =
        operation.requestBody && bodyMediaType
          ? compileRef(
              ajv,
              'paths',
              path,
              method,
              'requestBody',
              'content',
              bodyMediaType,
              'schema',
            )
          : undefined;
      const responseValidators = new Map<string, ValidateFunction | null>();
      const responseValidator = (status: number): ValidateFunction | null | undefined => {
        const key = operation.responses[String(status)] ? String(status) : 'default';
        if (responseValidators.has(key)) return responseValidators.get(key);
        const response = operation.responses[key];
        if (!response) return undefined;
        let segments = ['paths', path, method, 'responses', key];
        let resolved = response;
        if (response.$ref) {
          const name = response.$ref.split('/').pop() ?? '';
          segments = ['components', 'responses', name];
          resolved =
            (document.components as Record<string, Record<string, typeof response>>).responses?.[
              name
            ] ?? response;
        }
        const mediaType = resolved.content ? Object.keys(resolved.content)[0] : undefined;
        const validator = mediaType
          ? compileRef(ajv, ...segments, 'content', mediaType, 'schema')
          : null;
        responseValidators.set(key, validator);
        return validator;
      };

      operations.push({
        operationId: operation.operationId,
        method,
        path,
        permission: operation['x-permission'],
        acceptsLinkToken: operation['x-accepts-link-token'] === true,
        bodyLimit: operation['x-body-limit'],
        usesDatabase: operation['x-database'] !== false,
        apiKeyService: operation.security?.some((requirement) => 'apiKey' in requirement)
          ? operation.tags?.[0]
          : undefined,
        validateParams(params, query) {
          const pathValues = { ...params };
          const queryValues = { ...query };
          const problems = [
            ...(validatePath(pathValues) ? [] : toProperties(validatePath.errors)),
            ...(validateQuery(queryValues) ? [] : toProperties(validateQuery.errors)),
          ];
          if (problems.length > 0) throw invalidProperties(problems);
          return { params: pathValues, query: queryValues };
        },
        validateBody(body) {
          if (!validateBodySchema) return undefined;
          if (body === undefined || body === null) {
            if (operation.requestBody?.required) {
              throw invalidProperty('body', 'is required');
            }
            return undefined;
          }
          const checked = multipartFiles ? multipartForValidation(body, multipartFiles) : body;
          const inherited = inheritedKeys(checked);
          if (inherited.length > 0) throw invalidProperties(inherited);
          if (!validateBodySchema(checked)) {
            throw invalidProperties(toProperties(validateBodySchema.errors));
          }
          return body;
        },
        checkResponse(status, body) {
          const validator = responseValidator(status);
          if (validator === undefined) {
            throw new Error(
              `${operation.operationId} answered ${status}, which the contract does not declare`,
            );
          }
          if (validator && !validator(body)) {
            throw new Error(
              `${operation.operationId} ${status} breaks the contract: ${ajv.errorsText(validator.errors)}`,
            );
          }
        },
      });
    }
  }
  return { operations };
}

let shared: Contract | undefined;

/** The package's contract, read and compiled once per process (the server's and its handlers'). */
export function sharedContract(): Contract {
  return (shared ??= loadContract());
}

/**
 * One operation of the shared contract: a handler that takes another operation's input in its
 * body (an export's filters are a list's query) checks it with that operation's own validator.
 */
export function contractOperation(operationId: string): Operation {
  const operation = sharedContract().operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  return operation;
}
