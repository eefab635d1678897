// One Lighthouse run, in a plain Node process: under tsx, Lighthouse's in-page functions carry esbuild's __name
// helper and fail in the browser ("__name is not defined"). Called by lighthouse.ts as
//   node scripts/audit/lighthouse-run.mjs <url> <chromium> <result.json>
// and writes the Lighthouse result (lhr) as JSON to result.json.
/* global process */
import fs from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, chromePath, out] = process.argv.slice(2);
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  logLevel: 'silent',
});
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  fs.writeFileSync(out, JSON.stringify(result.lhr));
} finally {
  await chrome.kill();
}
