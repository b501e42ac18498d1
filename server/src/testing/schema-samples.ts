/**
 * Plausible values for the JSON schemas of the published OpenAPI document, so that a test can walk
 * every operation with one field made hostile and the others likely to pass validation: the
 * hostile value then reaches the handler (and the database) instead of stopping at a neighbour's
 * validation error. Only what the document uses is understood; anything else becomes a short text.
 */

export type JsonSchema = {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
};

export type OpenApiComponents = { readonly schemas?: Readonly<Record<string, JsonSchema>> };

export const sampleId = '00000000-0000-4000-8000-000000000000';

/** Texts tried against a `pattern`, the first that matches wins (dates, country codes, prices, cron). */
const patternCandidates = ['2025-01-15', 'TR', 'TR-34', '49.90', '0 9 * * 1-5', 'abcdefgh', 'ABC12345'];

function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uuid') return sampleId;
  if (schema.format === 'date') return '2025-01-15';
  if (schema.format === 'date-time') return '2025-01-15T09:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.pattern) {
    const pattern = schema.pattern;
    const found = patternCandidates.find((candidate) => matchesPattern(pattern, candidate));
    if (found) return found;
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 0, 3));
}

/** Resolves `#/components/schemas/Name` references. */
export function resolved(schema: JsonSchema, components: OpenApiComponents): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = components.schemas?.[name] ?? {};
  }
  return current;
}

/** A value the schema probably accepts. */
export function sampleOf(schema: JsonSchema, components: OpenApiComponents, depth = 0): unknown {
  const s = resolved(schema, components);
  if (depth > 10) return null;
  if (s.const !== undefined) return s.const;
  // A default is valid by definition, and an empty one may matter (a honeypot field must stay empty).
  if (s.default !== undefined) return s.default;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.[0]) return sampleOf(variants[0], components, depth + 1);
  if (s.allOf?.[0]) return sampleOf(s.allOf[0], components, depth + 1);
  const types = typeof s.type === 'string' ? [s.type] : (s.type ?? []);
  const type = types.find((candidate) => candidate !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [
          key,
          sampleOf(value, components, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () =>
        sampleOf(s.items ?? {}, components, depth + 1),
      );
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 1
        ? s.minimum
        : s.maximum !== undefined && s.maximum < 1
          ? s.maximum
          : 1;
    case 'boolean':
      return true;
    default:
      return sampleText(s);
  }
}

/** Every property path of an object schema, nested objects and array items included (`items.0.name`). */
export function fieldPathsOf(
  schema: JsonSchema,
  components: OpenApiComponents,
  prefix: string[] = [],
): string[][] {
  const s = resolved(schema, components);
  if (prefix.length > 6) return [];
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, key];
    paths.push(path);
    const inner = resolved(value, components);
    if (inner.properties) paths.push(...fieldPathsOf(inner, components, path));
    const items = inner.items ? resolved(inner.items, components) : undefined;
    if (items?.properties) paths.push(...fieldPathsOf(items, components, [...path, '0']));
  }
  return paths;
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withField(copy[Number(head)], rest, replacement);
    return copy;
  }
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...object, [head]: withField(object[head], rest, replacement) };
}
