/**
 * Walks what an operation of the contract takes in (its parameters and request body, through
 * every $ref) and reports the inputs that would let a hostile value through to the database:
 * numbers without both bounds and text that may hold a NUL character.
 */

export type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId: string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface ContractDocument {
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

/** The largest value a PostgreSQL integer column holds; ids and counts are integers. */
export const INT32_MAX = 2_147_483_647;
/** A bigint column's value, declared `format: int64`, as far as JSON numbers stay exact. */
const INT64_MAX = Number.MAX_SAFE_INTEGER;

/** Formats whose validators (ajv-formats) refuse a NUL character; the contract test checks it. */
export const NUL_FREE_FORMATS = ['date', 'date-time', 'email'] as const;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

function resolve(document: ContractDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
}

const typesOf = (schema: JsonSchema): string[] =>
  ([] as unknown[]).concat(schema.type ?? []).map(String);

/**
 * Whether a regular expression (as the contract writes it, for ajv's unicode mode) can match a
 * NUL character somewhere: `.`, a negated class or escape that does not leave NUL out, or a
 * class or escape that names it.
 */
export function patternAllowsNul(pattern: string): boolean {
  const namesNul = (escape: string) => /^\\(?:0|x00|u0000|u\{0+\})$/.test(escape);
  const escapeAt = (index: number) =>
    /^\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[^])/.exec(
      pattern.slice(index),
    )?.[0] ?? '\\';
  let index = 0;
  while (index < pattern.length) {
    const character = pattern[index]!;
    if (character === '\\') {
      const escape = escapeAt(index);
      if (namesNul(escape) || /^\\[DSW]$/.test(escape)) return true;
      index += escape.length;
    } else if (character === '.') {
      return true;
    } else if (character === '[') {
      const negated = pattern[index + 1] === '^';
      let cursor = index + (negated ? 2 : 1);
      let excludesNul = false;
      let includesNul = false;
      let previous = '';
      while (cursor < pattern.length && pattern[cursor] !== ']') {
        if (pattern[cursor] === '\\') {
          const escape = escapeAt(cursor);
          if (namesNul(escape) && negated) excludesNul = true;
          if (namesNul(escape) && !negated) includesNul = true;
          if (!negated && /^\\[DSW]$/.test(escape)) includesNul = true;
          previous = escape;
          cursor += escape.length;
        } else {
          // A range from NUL, such as \x00-\x7f, is caught by its first end above.
          if (pattern[cursor] === '-' && namesNul(previous) && !negated) includesNul = true;
          previous = pattern[cursor]!;
          cursor += 1;
        }
      }
      if (negated ? !excludesNul : includesNul) return true;
      index = cursor + 1;
    } else {
      index += 1;
    }
  }
  return false;
}

export interface InputProblem {
  operationId: string;
  /** Where the input is: a parameter or the body, then the path to the schema. */
  where: string;
  problem: string;
}

/**
 * Every input of every operation that breaks the rules: integers and numbers need a minimum and
 * a maximum (integers within PostgreSQL's integer), text needs enum, const, a NUL-free format or
 * a pattern that cannot match NUL, and an object with free property names needs propertyNames
 * that follow the text rule.
 */
export function unsafeInputs(document: ContractDocument): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const item of Object.values(document.paths)) {
    for (const method of methods) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const report = (where: string, problem: string) =>
        problems.push({ operationId: operation.operationId, where, problem });
      for (const entry of operation.parameters ?? []) {
        const parameter = (
          '$ref' in entry ? resolve(document, entry.$ref) : entry
        ) as ParameterObject;
        if (parameter.schema) {
          checkSchema(document, parameter.schema, `${parameter.in} ${parameter.name}`, report);
        }
      }
      for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
        checkSchema(document, content.schema, `body (${mediaType})`, report);
      }
    }
  }
  return problems;
}

function checkSchema(
  document: ContractDocument,
  root: JsonSchema,
  rootWhere: string,
  report: (where: string, problem: string) => void,
) {
  /**
   * `covered`: properties an enclosing schema already constrains, which a branch that applies
   * together with it (allOf, then, else) may narrow without repeating the bounds.
   */
  const visit = (
    schema: JsonSchema,
    where: string,
    refs: readonly string[],
    asText = false,
    covered: ReadonlySet<string> = new Set(),
  ) => {
    if (typeof schema !== 'object' || schema === null) return;
    if (typeof schema.$ref === 'string') {
      if (refs.includes(schema.$ref)) return;
      visit(resolve(document, schema.$ref) as JsonSchema, schema.$ref, [...refs, schema.$ref]);
    }
    const types = typesOf(schema);
    const closed = schema.enum !== undefined || schema.const !== undefined;
    if (!closed && (types.includes('integer') || types.includes('number'))) {
      const minimum = schema.minimum ?? schema.exclusiveMinimum;
      const maximum = schema.maximum ?? schema.exclusiveMaximum;
      if (typeof minimum !== 'number' || typeof maximum !== 'number') {
        report(where, 'a number needs both minimum and maximum (ids: maximum 2147483647)');
      } else if (types.includes('integer')) {
        const limit = schema.format === 'int64' ? INT64_MAX : INT32_MAX;
        if (maximum > limit || minimum < -limit - 1) {
          report(
            where,
            'an integer must stay within a PostgreSQL integer (±2147483647), or bigint with format int64',
          );
        }
      }
    }
    if (!closed && (types.includes('string') || asText)) {
      const format = schema.format as string | undefined;
      const safeFormat = (NUL_FREE_FORMATS as readonly string[]).includes(format ?? '');
      const file = schema.contentMediaType !== undefined || format === 'binary';
      const pattern = schema.pattern as string | undefined;
      if (!safeFormat && !file && (pattern === undefined || patternAllowsNul(pattern))) {
        report(where, "text needs a pattern that refuses NUL, such as '^[^\\u0000]*$'");
      }
    }
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      if (!covered.has(name)) visit(property, `${where}.${name}`, refs);
    }
    const declared = new Set([...covered, ...Object.keys(properties)]);
    const open = schema.additionalProperties;
    if (typeof open === 'object' && open !== null) {
      visit(open as JsonSchema, `${where}.*`, refs);
      if (schema.propertyNames === undefined) {
        report(where, 'an object with free property names needs propertyNames that refuse NUL');
      }
    }
    if (schema.propertyNames !== undefined) {
      visit(schema.propertyNames as JsonSchema, `${where} (property names)`, refs, true);
    }
    if (schema.items) visit(schema.items as JsonSchema, `${where}[]`, refs);
    for (const keyword of ['anyOf', 'oneOf', 'prefixItems'] as const) {
      ((schema[keyword] ?? []) as JsonSchema[]).forEach((branch, index) =>
        visit(branch, `${where} ${keyword}[${index}]`, refs),
      );
    }
    ((schema.allOf ?? []) as JsonSchema[]).forEach((branch, index) =>
      visit(branch, `${where} allOf[${index}]`, refs, false, declared),
    );
    for (const keyword of ['then', 'else'] as const) {
      if (schema[keyword]) {
        visit(schema[keyword] as JsonSchema, `${where} ${keyword}`, refs, false, declared);
      }
    }
  };
  visit(root, rootWhere, []);
}
