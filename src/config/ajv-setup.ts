import Ajv2020, { type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemas } from './schemas';

/**
 * The one ajv set-up every configuration check uses: compiled at run time (`compileValidators`,
 * tests and the tsx CLI) or ahead of time into the prebuilt CLI (`validatorsModuleCode`), so both
 * validate with the same options, formats, keywords and schemas.
 */
export function newAjv(extra: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, ...extra });
  if (addFormats.default) addFormats.default(ajv);
  else (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}
