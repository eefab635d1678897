// axe-core through Playwright in Debian's Chromium: each page in a fresh, signed-out browser context (so the cookie
// banner shows as it does to a first-time visitor), after the page has loaded and settled.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import { AXE_TAGS } from './pages';
import { CHROMIUM } from './lighthouse';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type AxeViolation = { id: string; impact: string | null; help: string; nodes: number; targets: string[] };
export type AxeResult = { url: string; status: number | null; violations: AxeViolation[]; error?: string };

export class AxeRunner {
  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<AxeRunner> {
    return new AxeRunner(await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }));
  }

  async check(url: string): Promise<AxeResult> {
    const context = await this.browser.newContext();
    const page = await context.newPage();
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      return {
        url,
        status: response?.status() ?? null,
        violations: results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        })),
      };
    } catch (error) {
      return { url, status: null, violations: [], error: (error as Error).message.split('\n')[0] };
    } finally {
      await context.close();
    }
  }

  async close() {
    await this.browser.close();
  }
}
