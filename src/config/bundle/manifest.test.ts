import { describe, expect, it } from 'vitest';
import manifestSchema from '../../../schemas/rules-manifest.schema.json' with { type: 'json' };
import { newAjv } from '../ajv-setup';
import { shapelyManifest } from '../../test-support/manifest-fixture';
import { MAX_FRESH_MS, manifestProblem, siteFileName, type RulesManifest } from './manifest';

const sha = (c: string) => c.repeat(64);
const sig = `${'A'.repeat(86)}==`;
const valid: RulesManifest = shapelyManifest();

/** One change to a valid manifest each; the browser's check and the JSON Schema must agree on all of them. */
const mutations: Record<string, (m: any) => void> = {
  'nothing changed': () => undefined,
  'a newer format': (m) => (m.format = 3),
  'the older format': (m) => (m.format = 1),
  'format as a string': (m) => (m.format = '2'),
  'version 0': (m) => (m.version = 0),
  'version 1.5': (m) => (m.version = 1.5),
  'no revision': (m) => delete m.revision,
  'empty revision': (m) => (m.revision = ''),
  'createdAt not a date-time': (m) => (m.createdAt = 'yesterday'),
  'keyId too short': (m) => (m.signatures[0].keyId = 'abc'),
  'keyId upper case': (m) => (m.signatures[0].keyId = '0123456789ABCDEF'),
  'two signatures': (m) => m.signatures.push({ keyId: 'fedcba9876543210', signature: sig }),
  'no signatures': (m) => (m.signatures = []),
  'a signature with an extra field': (m) => (m.signatures[0].by = 'ann'),
  'timestamp missing': (m) => delete m.timestamp,
  'timestamp without expiry': (m) => delete m.timestamp.expiresAt,
  'timestamp expiry not a date-time': (m) => (m.timestamp.expiresAt = 'tomorrow'),
  'timestamp keyId short': (m) => (m.timestamp.keyId = 'abc'),
  'timestamp extra field': (m) => (m.timestamp.note = 'x'),
  'withdrawn missing': (m) => delete m.withdrawn,
  'withdrawn 0': (m) => (m.withdrawn = [0]),
  'withdrawn twice': (m) => (m.withdrawn = [2, 2]),
  'dirty true': (m) => (m.dirty = true),
  'dirty false': (m) => (m.dirty = false),
  'an extra field': (m) => (m.extra = 1),
  'vocabulary hash short': (m) => (m.vocabulary.hash = 'abc'),
  'vocabulary list missing': (m) => delete m.vocabulary.operators,
  'vocabulary duplicate name': (m) => (m.vocabulary.dialogs = ['d', 'd']),
  'vocabulary empty name': (m) => (m.vocabulary.features = ['']),
  'vocabulary extra kind': (m) => (m.vocabulary.widgets = []),
  'no sites': (m) => (m.sites = {}),
  'site key not a key': (m) => (m.sites = { 'Main!': m.sites.main }),
  'site file of another hash': (m) => (m.sites.main.file = siteFileName('main', sha('c'))),
  'site sha256 short': (m) => (m.sites.main.sha256 = 'b'),
  'site size 0': (m) => (m.sites.main.size = 0),
  'site extra field': (m) => (m.sites.main.url = 'x'),
  'signature not base64': (m) => (m.signatures[0].signature = 'not a signature'),
  'timestamp signature not base64': (m) => (m.timestamp.signature = 'not a signature'),
};

describe('manifestProblem (the browser) and schemas/rules-manifest.schema.json agree', () => {
  const validate = newAjv().compile(manifestSchema);
  it.each(Object.entries(mutations))('%s', (_name, mutate) => {
    const manifest = structuredClone(valid);
    mutate(manifest);
    const schemaOk = validate(manifest);
    // The one place they differ on purpose: the file name must be the hash's, which a schema cannot say.
    const expectedOk = _name === 'site file of another hash' ? false : schemaOk;
    expect(manifestProblem(manifest) === null).toBe(expectedOk);
  });

  it('reports a newer format before anything else', () => {
    expect(manifestProblem({ format: 3, what: 'ever' })).toMatch(/format 3 is newer than this build reads \(2\)/);
  });
});

describe('checks across fields, beyond what the schema can say', () => {
  const with_ = (change: (m: RulesManifest) => void) => {
    const m = structuredClone(valid);
    change(m);
    return manifestProblem(m);
  };

  it('a release withdraws only versions before its own (a list reaching ahead would block every later version)', () => {
    expect(with_((m) => (m.withdrawn = [1, 2]))).toBeNull();
    expect(with_((m) => (m.withdrawn = [3]))).toMatch(/^withdrawn: version 3 withdraws 3, not a version before it$/);
    expect(with_((m) => (m.withdrawn = [2, 4, 200]))).toMatch(/withdraws 4/);
  });

  it(`a timestamp keeps a release fresh ${MAX_FRESH_MS / 86_400_000} days at most (the replay window's ceiling)`, () => {
    const after = (ms: number) => (m: RulesManifest) =>
      (m.timestamp.expiresAt = new Date(Date.parse(m.timestamp.issuedAt) + ms).toISOString());
    expect(with_(after(MAX_FRESH_MS))).toBeNull();
    expect(with_(after(MAX_FRESH_MS + 1000))).toMatch(/^timestamp\.expiresAt: more than 30 days after issuedAt$/);
    expect(with_(after(100 * 365 * 86_400_000))).not.toBeNull();
  });
});
