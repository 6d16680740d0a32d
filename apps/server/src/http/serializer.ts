import { serializerCompiler } from 'fastify-type-provider-zod';

type Compiler = typeof serializerCompiler;

/** Paths of `sent` that `kept` lacks: fields an answer carries and its schema does not declare. */
function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return [];
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${path}[${i}]`));
  }
  if (sent === null || typeof sent !== 'object' || kept === null || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept
      ? droppedFields(value, (kept as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

/**
 * fastify-type-provider-zod's serializer: every answer is checked against its route's schema and
 * only declared fields go out. Outside production it also refuses (500, logged) an answer with
 * fields the schema would silently drop, so the tests and the e2e run catch a schema that lags
 * behind its handler before the web misses a field.
 */
export function answerSerializer(strict: boolean): Compiler {
  if (!strict) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route) as (data: unknown) => string;
    return (data: unknown) => {
      const out = serialize(data);
      const dropped = droppedFields(
        JSON.parse(JSON.stringify(data ?? null)) as unknown,
        JSON.parse(out) as unknown,
      );
      if (dropped.length > 0)
        throw new Error(
          `${route.method} ${route.url} answers fields its schema does not declare: ${dropped.join(', ')}`,
        );
      return out;
    };
  };
}
