import type { Notice } from '../generated/schema-types';
import { bool, compact, isRecord, rowsOf, str } from './narrow';

export type { Notice };
export type TextLink = NonNullable<Notice['text_link']>[number];

function narrowTextLink(value: unknown): TextLink | undefined {
  if (!isRecord(value)) return undefined;
  const key = str(value.key);
  const link = str(value.link);
  return key !== undefined && link !== undefined ? { key, link } : undefined;
}

/**
 * A configurable notice (toast_config, business banner, footer tip): exactly the `notice` shape of
 * facts.schema.json, unknown keys dropped. Undefined when not an object.
 */
export function narrowNotice(value: unknown): Notice | undefined {
  if (!isRecord(value)) return undefined;
  return compact({
    title: str(value.title),
    content: str(value.content),
    text_link: rowsOf(value.text_link, narrowTextLink),
    ok_button: str(value.ok_button),
    ok_button_router: str(value.ok_button_router),
    cancel_button: str(value.cancel_button),
    no_close_button: bool(value.no_close_button),
  });
}
