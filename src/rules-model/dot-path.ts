/**
 * One step of a path: the object's own property only. A path comes from configuration, which is
 * hostile input (issue 21): `user.constructor` must read nothing, not the Object function.
 */
const step = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;

/** Reads `a.b.c` from a plain object (own properties only); undefined when any step is missing. No JSONPath. */
export function getPath(value: unknown, path: string): unknown {
  if (!path) return value;
  let node = value;
  let start = 0;
  while (start <= path.length) {
    const dot = path.indexOf('.', start);
    const key = dot === -1 ? path.slice(start) : path.slice(start, dot);
    if (node === null || typeof node !== 'object') return undefined;
    node = step(node, key);
    if (dot === -1) return node;
    start = dot + 1;
  }
  return node;
}

/**
 * getPath with the path split once, for a path read on every decision (rule dependencies, site
 * variables): the same result as `getPath(value, path)`.
 */
export function pathReader(path: string): (value: unknown) => unknown {
  const steps = path ? path.split('.') : [];
  if (steps.length === 0) return (value) => value;
  if (steps.length === 1) {
    const [a] = steps as [string];
    return (value) => step(value, a);
  }
  if (steps.length === 2) {
    const [a, b] = steps as [string, string];
    return (value) => step(step(value, a), b);
  }
  return (value) => {
    let node = value;
    for (const key of steps) node = step(node, key);
    return node;
  };
}

/** Splits `user.isLogin` into the engine's fact id `user` and path `isLogin`. */
export function splitFact(dotted: string): { fact: string; path: string } {
  const dot = dotted.indexOf('.');
  return dot === -1 ? { fact: dotted, path: '' } : { fact: dotted.slice(0, dot), path: dotted.slice(dot + 1) };
}
