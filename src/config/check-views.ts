import type { DialogsFile, VocabularyFile } from '../generated/schema-types';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { hasDialogView, idsItemsRender, VIEWS } from '../rules-model/view-registry';
import type { ConfigError } from './config-error';
import type { SchemaKind } from './schemas';
import { errorAt, type ParsedFile } from './yaml-source';

const REGISTRY = 'src/rules-model/view-registry.ts';

/**
 * Nothing declared that the site cannot show: every dialog and bar of rules/dialogs.yaml and every
 * feature of rules/vocabulary.yaml has a view in this build (the view registry), or brings one as
 * data (a dialog's `notice:`, a feature a link item names). Each error sits on the declaration's id.
 * Rules and sites can only use declared ids (compile checks that), so their uses are covered too.
 */
export function checkViews(
  files: Pick<Record<SchemaKind, ParsedFile[]>, 'dialogs' | 'vocabulary'>,
  config: Pick<CompiledConfig, 'navigation' | 'footers'>,
  views: typeof VIEWS = VIEWS,
): ConfigError[] {
  const errors: ConfigError[] = [];
  for (const f of files.dialogs) {
    const doc = f.value as DialogsFile;
    doc.dialogs.forEach((dialog, i) => {
      if (!hasDialogView(dialog, views.dialogs))
        errors.push(
          errorAt(
            f,
            ['dialogs', i, 'id'],
            `dialog "${dialog.id}" has no view in this build: declare it as a plain notice (notice: title, body) or add its component to ${REGISTRY}`,
          ),
        );
    });
    doc.bars.forEach((bar, i) => {
      if (!views.bars.includes(bar.id))
        errors.push(errorAt(f, ['bars', i, 'id'], `bar "${bar.id}" has no view in this build: add its content to ${REGISTRY}`));
    });
  }
  const rendered = idsItemsRender(config);
  for (const f of files.vocabulary) {
    ((f.value as VocabularyFile).features ?? []).forEach((feature, i) => {
      if (!views.features.includes(feature.id) && !rendered.has(feature.id))
        errors.push(
          errorAt(
            f,
            ['features', i, 'id'],
            `feature "${feature.id}" has no view in this build: no component reads it (${REGISTRY}) and no link item of sites/links/ names it`,
          ),
        );
    });
  }
  return errors;
}
