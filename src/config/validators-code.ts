import standaloneCode from 'ajv/dist/standalone/index.js';
import { newAjv } from './ajv-setup';
import { schemas } from './schemas';

type Standalone = typeof standaloneCode;
const standalone: Standalone = (standaloneCode as unknown as { default?: Standalone }).default ?? standaloneCode;

/**
 * The source of an ES module that stands in for `validators.ts`: ajv's standalone code for every
 * schema kind (the same options as at run time) and a `compileValidators()` returning them by kind.
 * ajv writes its run-time helpers as `require(…)`; they become imports, so the module bundles.
 */
export function validatorsModuleCode(): string {
  const ajv = newAjv({ code: { source: true, esm: true } });
  const kinds = Object.keys(schemas) as (keyof typeof schemas)[];
  const exportsById = Object.fromEntries(kinds.map((kind, i) => [`validate_${i}`, schemas[kind].$id]));
  const code = standalone(ajv, exportsById);
  const imports = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_, spec: string) => {
    if (!imports.has(spec)) imports.set(spec, `required_${imports.size}`);
    return imports.get(spec)!;
  });
  // Node's ES module loader wants the file's extension on a path into a package without an exports map.
  const head = [...imports]
    .map(([spec, name]) => `import ${name} from ${JSON.stringify(/\.[cm]?js$/.test(spec) ? spec : `${spec}.js`)};`)
    .join('\n');
  const table = kinds.map((kind, i) => `${JSON.stringify(kind)}: validate_${i}`).join(', ');
  return `${head}\n${body}\nexport function compileValidators() {\n  return { ${table} };\n}\n`;
}
