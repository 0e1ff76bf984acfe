/*
 * The published document is OpenAPI 3.1: its schemas are JSON Schema 2020-12, so a null is said the
 * way every JSON Schema tool reads it, not with 3.0's `nullable`, which tools read differently when
 * it sits beside `allOf` (openapi-python-client took `author: null` for an error, issue 48). The
 * Swagger explorer still builds 3.0; toOpenApi31 converts its document, and toOpenApi30 converts
 * back for the one generator that reads 3.0 only (openapi-typescript-codegen, our own client).
 *
 *   3.0 (explorer)                                   3.1 (published)
 *   {type: 'string', nullable: true}                 {type: ['string', 'null']}
 *   {type: 'string', enum: ['a'], nullable: true}    {type: ['string', 'null'], enum: ['a', null]}
 *   {allOf: [{$ref}], nullable: true, type: object}  {anyOf: [{$ref}, {type: 'null'}]}
 *   {example: x} in a schema                         {examples: [x]}
 *
 * A nullable reference is `anyOf`, not `oneOf`: the form Pydantic and FastAPI publish, so the one
 * openapi-python-client, hey-api, openapi-typescript, orval and Spectral are all tested against;
 * `oneOf` means the same here (an object is never null) but asks a validator to prove that
 * exactly one branch matches, and some generators read a `oneOf` as a tagged union to dispatch.
 * Sibling keywords (a description) stay beside the `anyOf`, as 3.1 allows.
 */

type Json = Record<string, unknown>;
type SchemaMap = (schema: Json) => Json;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** Maps every schema below `schema` first (properties, items, compositions), then the schema itself. */
function mapSchema(schema: unknown, map: SchemaMap): unknown {
  if (!isObject(schema)) return schema;
  const out: Json = { ...schema };
  if (isObject(out.properties)) out.properties = Object.fromEntries(Object.entries(out.properties).map(([name, child]) => [name, mapSchema(child, map)]));
  if (isObject(out.items)) out.items = mapSchema(out.items, map);
  if (isObject(out.additionalProperties)) out.additionalProperties = mapSchema(out.additionalProperties, map);
  if (isObject(out.not)) out.not = mapSchema(out.not, map);
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'])
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((child) => mapSchema(child, map));
  return map(out);
}

/** Applies `map` to every schema of the document: components, parameters, headers, bodies and answers. */
function mapDocumentSchemas(document: Json, map: SchemaMap): void {
  const withSchema = (holder: unknown) => {
    if (isObject(holder) && isObject(holder.schema)) holder.schema = mapSchema(holder.schema, map);
  };
  const content = (holder: unknown) => {
    if (isObject(holder) && isObject(holder.content)) Object.values(holder.content).forEach(withSchema);
  };
  const headers = (holder: unknown) => {
    if (isObject(holder) && isObject(holder.headers)) Object.values(holder.headers).forEach(withSchema);
  };
  const components = (document.components ?? {}) as Json;
  if (isObject(components.schemas))
    components.schemas = Object.fromEntries(Object.entries(components.schemas).map(([name, schema]) => [name, mapSchema(schema, map)]));
  for (const header of Object.values((components.headers ?? {}) as Json)) withSchema(header);
  for (const parameter of Object.values((components.parameters ?? {}) as Json)) withSchema(parameter);
  for (const item of Object.values((document.paths ?? {}) as Json)) {
    if (!isObject(item)) continue;
    for (const [key, operation] of Object.entries(item)) {
      if (key === 'parameters' && Array.isArray(operation)) operation.forEach(withSchema);
      if (!isObject(operation)) continue;
      ((operation.parameters ?? []) as unknown[]).forEach(withSchema);
      content(operation.requestBody);
      for (const response of Object.values((operation.responses ?? {}) as Json)) {
        content(response);
        headers(response);
      }
    }
  }
}

const NULL: Json = { type: 'null' };

function schemaTo31(schema: Json): Json {
  const { nullable, example, ...rest } = schema;
  const out: Json = rest;
  if (example !== undefined) out.examples = [example];
  if (nullable !== true) return out;
  const wrapped = Array.isArray(out.allOf) && out.allOf.length === 1 ? (out.allOf[0] as Json) : undefined;
  if (wrapped) {
    // The wrapper's `type: object` would refuse the null the anyOf allows: it goes with the wrapper.
    delete out.allOf;
    delete out.type;
    out.anyOf = [wrapped, NULL];
  } else if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  } else {
    throw new Error(`A nullable schema the 3.1 conversion cannot express: ${JSON.stringify(schema)}`);
  }
  return out;
}

/** The explorer's OpenAPI 3.0 document as OpenAPI 3.1 (changed in place, and returned). */
export function toOpenApi31<T extends object>(document: T): T {
  const doc = document as Json;
  doc.openapi = '3.1.0';
  mapDocumentSchemas(doc, schemaTo31);
  return document;
}

/**
 * The published 3.1 document as 3.0, for generators that read 3.0 only: the exact inverse of
 * toOpenApi31 on what it writes (the client generated from either is the same, byte for byte).
 */
export function toOpenApi30<T extends object>(document: T): T {
  const doc = structuredClone(document) as Json;
  doc.openapi = '3.0.0';
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  mapDocumentSchemas(doc, (schema) => {
    const { examples, ...out } = schema;
    if (Array.isArray(examples) && examples.length > 0) out.example = examples[0];
    if (Array.isArray(out.type) && out.type.includes('null')) {
      const types = out.type.filter((type) => type !== 'null');
      if (types.length !== 1) throw new Error(`A type list 3.0 cannot express: ${JSON.stringify(schema)}`);
      out.type = types[0];
      out.nullable = true;
      if (Array.isArray(out.enum)) out.enum = out.enum.filter((value) => value !== null);
    }
    const anyOf = out.anyOf as Json[] | undefined;
    if (anyOf?.length === 2 && anyOf.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1)) {
      const wrapped = anyOf.find((branch) => !(branch.type === 'null' && Object.keys(branch).length === 1))!;
      delete out.anyOf;
      out.allOf = [wrapped];
      out.nullable = true;
      const target = typeof wrapped.$ref === 'string' ? schemas[wrapped.$ref.split('/').pop()!] : wrapped;
      if (target?.type === 'object' || target?.properties) out.type = 'object';
    }
    return out;
  });
  return doc as T;
}
