/**
 * Formats what the family types in the IBAN field in groups of four ("es9121" → "ES91 21"), keeping the caret after
 * the same character it followed. Only letters and digits count; anything else is dropped.
 */
export function groupIbanInput(raw: string, caret: number): { text: string; caret: number } {
  const before = raw.slice(0, caret).replace(/[^a-z0-9]/gi, '').length;
  const compact = raw.replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, 34);
  const text = compact.replace(/(.{4})(?=.)/g, '$1 ');
  // Position after `before` characters, counting the spaces inserted before them.
  const nextCaret = before === 0 ? 0 : Math.min(text.length, before + Math.floor((before - 1) / 4));
  return { text, caret: nextCaret };
}
