import { schemas } from '../../config/schemas';

interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  $ref?: string;
}

const root = schemas.facts as unknown as SchemaNode & { $defs?: Record<string, SchemaNode> };

const deref = (n: SchemaNode | undefined): SchemaNode | undefined =>
  n?.$ref?.startsWith('#/$defs/') ? root.$defs?.[n.$ref.slice('#/$defs/'.length)] : n;

/** The facts schema's node for a dot path of the Facts object (undefined when the schema does not name it). */
export function factSchema(path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const seg of path.split('.')) {
    node = deref(node);
    if (!node) return undefined;
    // An item of a list by its index (`intents.0`), as lint accepts it (src/config/fact-paths.ts).
    const item = node.type === 'array' && /^\d+$/.test(seg) ? node.items : undefined;
    const next: SchemaNode | boolean | undefined = item ?? node.properties?.[seg] ?? node.additionalProperties;
    node = typeof next === 'object' ? next : undefined;
  }
  return deref(node);
}

/** The JSON type a fact holds by the schema: 'string', 'integer', 'boolean', 'array', 'object' (first listed), or null. */
export function factType(path: string): string | null {
  const t = factSchema(path)?.type;
  return (Array.isArray(t) ? t[0] : t) ?? null;
}

/** The enum values the facts schema gives for a path (empty when none). */
export function factEnum(path: string): unknown[] {
  return factSchema(path)?.enum ?? [];
}
