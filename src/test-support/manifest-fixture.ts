import { siteFileName, type RulesManifest } from '../config/bundle/manifest';

const sha = (c: string) => c.repeat(64);
const sig = `${'A'.repeat(86)}==`;

/** A manifest of the right shape (its signatures are not real): what shape checks start from and change one thing in. */
export const shapelyManifest = (): RulesManifest => ({
  signatures: [{ keyId: '0123456789abcdef', signature: sig }],
  timestamp: { keyId: '0123456789abcdef', signature: sig, issuedAt: '2026-11-26T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z' },
  format: 2,
  version: 3,
  revision: 'ee788f57a441',
  createdAt: '2026-11-26T10:00:00.000Z',
  withdrawn: [2],
  vocabulary: { hash: sha('a'), features: ['f'], dialogs: ['d'], bars: [], factPaths: ['user.isLogin'], operators: ['equal'] },
  sites: { main: { file: siteFileName('main', sha('b')), sha256: sha('b'), size: 10 } },
});
