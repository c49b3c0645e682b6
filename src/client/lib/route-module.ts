/**
 * The server preloads the page's route chunk (`<link rel="modulepreload" data-route>`, docs/decisions/009). Importing
 * it before the first render means the router's lazy route is already evaluated when React reaches it, so the first
 * commit shows the page itself instead of the loading fallback followed, a few hundred milliseconds later, by the page.
 * Waits at most `timeoutMs`; any failure is ignored (the lazy route then loads as usual).
 */
export async function loadRouteModule(doc: Document = document, timeoutMs = 3000): Promise<void> {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-route]')?.href;
  if (!href) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([import(/* @vite-ignore */ href).then(() => undefined), timeout]);
  } catch {
    // The lazy route will try again and show its own error.
  } finally {
    clearTimeout(timer);
  }
}
