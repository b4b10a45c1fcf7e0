import pkg from '../package.json' with { type: 'json' };

/** The package version; the prebuilt CLI carries it inlined, so it never looks for package.json at run time. */
export const cliVersion: string = pkg.version;
