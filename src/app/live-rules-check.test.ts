// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { unknownVocabulary, vocabularyOf } from '../config/bundle/vocabulary';
import { DECLARED_NOTICE_VIEW } from '../rules-model/view-registry';
import { planted, PLANTED_NOTICE, withDialog } from '../test-support/planted-config';
import { repoConfig } from '../test-support/repo-config';
import { buildVocabulary } from './live-rules-check';

const GIFT = '  - { id: signup_gift, priority: 30, remember: gift_counter, source: compliance §4.5 }\n';
const known = buildVocabulary();

describe('buildVocabulary: a build accepts the names it has views for', () => {
  it("accepts a bundle of the repository's own configuration", () => {
    expect(unknownVocabulary(vocabularyOf(repoConfig()), known)).toEqual([]);
  });

  it('accepts a bundle bringing a plain notice declared as data: it names the generic view, not its id', () => {
    const wanted = vocabularyOf(withDialog('mica_notice', PLANTED_NOTICE));
    expect(wanted.dialogs).toContain(DECLARED_NOTICE_VIEW);
    expect(wanted.dialogs).not.toContain('mica_notice');
    expect(unknownVocabulary(wanted, known)).toEqual([]);
  });

  // Until the vocabulary came from the views, a build whose own YAML declared such a name accepted
  // a bundle raising it (the names were the built-in configuration's keys).
  it('refuses a bundle naming a dialog, bar or feature without a view as unknown vocabulary', () => {
    const dialog = planted('rules/dialogs.yaml', GIFT, `${GIFT}  - { id: mica_notice, priority: 20, source: compliance §4.1 }\n`);
    expect(unknownVocabulary(vocabularyOf(dialog), known)).toEqual(['dialogs:mica_notice']);
    const last = '  - { id: compliance_float, order: 10, height: 0, source: compliance §2.4 }\n';
    const bar = planted('rules/dialogs.yaml', last, `${last}  - { id: promo_strip, order: 11, source: shell §4 }\n`);
    expect(unknownVocabulary(vocabularyOf(bar), known)).toEqual(['bars:promo_strip']);
    const feature = planted('rules/vocabulary.yaml', 'features:\n', 'features:\n  - { id: staking_widget, description: Planted }\n');
    expect(unknownVocabulary(vocabularyOf(feature), known)).toEqual(['features:staking_widget']);
  });
});
