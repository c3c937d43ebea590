const NONCE_META_NAME = 'csp-nonce';

/**
 * This page's CSP nonce for <style> elements, which the api renders into the HTML (`<meta
 * name="csp-nonce">`, a fresh one per response, the same as in the Content-Security-Policy header).
 * Undefined without it (the dev server): no policy there asks for one.
 */
export function readStyleNonce(doc: Document = document): string | undefined {
  const content = doc.querySelector(`meta[name="${NONCE_META_NAME}"]`)?.getAttribute('content');
  return content || undefined;
}
