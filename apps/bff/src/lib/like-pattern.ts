/** A LIKE pattern matching what starts with `text`: `%`, `_` and `\` in it match themselves. */
export const startsWithPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
