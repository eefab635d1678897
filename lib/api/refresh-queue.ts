// Spec §4 token refresh: on an authorization error exactly one refresh runs; every other request that meets one
// meanwhile waits, polling every 200 ms, and then retries with whatever the refresh achieved.
const REFRESH_WAIT_POLL_MS = 200;

export type RefreshOutcome = { ok: true } | { ok: false; error: unknown };

export function createRefreshQueue(refresh: () => Promise<void>, { pollMs = REFRESH_WAIT_POLL_MS } = {}) {
  let running = false;
  let lastOutcome: RefreshOutcome = { ok: true };

  async function waitForRunningRefresh(): Promise<RefreshOutcome> {
    while (running) await new Promise((resolve) => setTimeout(resolve, pollMs));
    return lastOutcome;
  }

  return {
    /** Runs the refresh, or waits for the one already running; answers how it went. */
    async refreshOnce(): Promise<RefreshOutcome> {
      if (running) return waitForRunningRefresh();
      running = true;
      try {
        await refresh();
        lastOutcome = { ok: true };
      } catch (error) {
        lastOutcome = { ok: false, error };
      } finally {
        running = false;
      }
      return lastOutcome;
    },
    get isRefreshing() {
      return running;
    },
  };
}
