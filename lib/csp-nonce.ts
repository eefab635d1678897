// The page's CSP nonce in the browser, published by _document in <meta property="csp-nonce">, for libraries
// that add <style> tags at run time.
export function readCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
}
