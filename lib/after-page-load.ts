// Work the first screen does not need (Next's route table, the cookie banner's code): started once the page has
// loaded and the browser is idle, or after 2 s of a busy page at the latest. One helper, so that both wait alike.
const IDLE_TIMEOUT_MS = 2000;
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** Calls `work` once, after the window's load event, when the browser is idle; answers a function that cancels it. */
export function afterPageLoad(work: () => void, win: Window = window): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
