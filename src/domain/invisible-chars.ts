/**
 * Characters that change how a text reads without being seen: Unicode's format characters (Cf:
 * bidirectional marks, embeddings, overrides and isolates, the Arabic letter mark U+061C, zero-width
 * spaces and joiners, the byte-order mark U+FEFF, soft hyphens, invisible operators…) and the line
 * and paragraph separators U+2028 and U+2029 (Zl, Zp). A right-to-left override makes «‮000.1 $»
 * read as «$ 1.000»; a zero-width space makes two names that look alike differ. The zero-width
 * joiner U+200D stays: emoji sequences (👩‍💻) need it, and it reverses nothing.
 * The one list of them: the /buzon pages strip them (server/html/control-chars.ts) and the tarifa's
 * texts drop them when typed (tarifa-draft-fields.ts) and when read back from a file (tarifa-parse.ts).
 */
export const INVISIBLE_CHARS = /(?!\u200d)[\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The text without invisible format characters. */
export const stripInvisibleChars = (text: string): string => text.replace(INVISIBLE_CHARS, '');
