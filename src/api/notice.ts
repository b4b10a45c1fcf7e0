import type { Notice } from '../generated/schema-types';
import { bool, obj, opt, rows, str, type Schema } from './answer-schema';

export type { Notice };
export type TextLink = NonNullable<Notice['text_link']>[number];

/**
 * A configurable notice (toast_config, business banner, footer tip): exactly the `notice` shape of
 * facts.schema.json (the annotation makes the schema's type fit it), unknown keys dropped.
 * Undefined when not an object.
 */
export const narrowNotice: Schema<Notice> = obj({
  title: opt(str),
  content: opt(str),
  text_link: opt(rows(obj({ key: str, link: str }))),
  ok_button: opt(str),
  ok_button_router: opt(str),
  cancel_button: opt(str),
  no_close_button: opt(bool),
});
