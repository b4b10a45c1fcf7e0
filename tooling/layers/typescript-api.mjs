// dependency-cruiser reads TypeScript sources with the TypeScript compiler API (its `tsc` parser),
// the only parser it has that keeps type-only imports and reads .tsx. This repository compiles
// with TypeScript 7, which is native and has no such API, so `typescript-5.9` (an npm alias of
// typescript@5.9) is installed beside it, and this file, loaded with `node --import`, makes
// dependency-cruiser's `typescript` (its import() and its version check by require()) that one.
// Nothing else is redirected: only requests made from dependency-cruiser's own files. Should this
// stop working (another dependency-cruiser or Node), dependency-cruiser cannot read .ts at all and
// every local import is unresolved: rule not-to-unresolvable fails the lint, tooling/layers.test.ts too.
import Module, { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const api = require.resolve('typescript-5.9');
const manifest = require.resolve('typescript-5.9/package.json');
const fromCruiser = (parent) => /[\\/]node_modules[\\/]dependency-cruiser[\\/]/.test(parent ?? '');

// import('typescript') in dependency-cruiser's ES modules.
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(spec, context, next) {
      if (spec === 'typescript' && /[\\\\/]node_modules[\\\\/]dependency-cruiser[\\\\/]/.test(context.parentURL ?? ''))
        return { url: ${JSON.stringify(pathToFileURL(api).href)}, shortCircuit: true };
      return next(spec, context);
    }`)}`,
);

// require('typescript/package.json') in its version check.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (fromCruiser(parent?.filename)) {
    if (request === 'typescript') return api;
    if (request === 'typescript/package.json') return manifest;
  }
  return resolveFilename.call(this, request, parent, ...rest);
};
