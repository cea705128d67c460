import { Fragment } from 'react';

/** Stands for the user's text in a translated sentence, to be replaced by the isolated text itself. */
export const USER_TEXT_SLOT = '\uE000';

/**
 * A translated sentence holding text a user wrote (a name, a title): `sentence` is the translation
 * made with `USER_TEXT_SLOT` in place of that text, which goes back in inside a `<bdi>`. Its direction
 * comes from its own letters, and no direction mark in it can reorder the sentence or move its
 * punctuation ("About Omar." in Arabic keeps its full stop where Arabic puts it).
 */
export function WithUserText({ sentence, text }: { sentence: string; text: string }) {
  return sentence.split(USER_TEXT_SLOT).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
    <Fragment key={index}>
      {index > 0 ? <bdi>{text}</bdi> : null}
      {part}
    </Fragment>
  ));
}

/**
 * The same isolation for a sentence that must stay a string (a prop typed as text): the user's text
 * between FSI and PDI, the characters that do in plain text what `<bdi>` does in markup.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
