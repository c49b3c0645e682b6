/**
 * Copies text to the clipboard; false when the browser refuses (no permission, not a secure context, no API), so
 * the caller can offer the text to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
