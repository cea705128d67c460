/**
 * `text` as an (i)like pattern that finds it anywhere: its own `%`, `_` and `\` escaped, so a search
 * for "50%" matches those three characters and nothing wider.
 */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
