// Lints the OpenAPI description (server/http/openapi.ts, as /api/openapi.json serves it) with Redocly CLI's recommended
// rules (redocly.yaml, decision 043): writes it to a temp file and runs `redocly lint` on it. `npm run lint:openapi`
// prints the problems and exits non-zero on any error or warning; scripts/__tests__/lint-openapi.test.ts runs it in
// `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import packageJson from '../package.json';
import { buildOpenApiDocument } from '../server/http/openapi';
import { ALL_ROUTES } from '../server/routes';

const REDOCLY = path.join('node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const CONFIG = path.resolve('redocly.yaml');

const problemsSchema = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number(), ignored: z.number() }),
  problems: z.array(z.object({ ruleId: z.string(), severity: z.string(), message: z.string(), location: z.array(z.object({ pointer: z.string().optional() })) })),
});

type OpenApiLint = z.infer<typeof problemsSchema>;

export function lintOpenApiDescription(): OpenApiLint {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument(ALL_ROUTES, { version: packageJson.version }), null, 2));
    // Redocly exits 1 on errors only: the totals decide. No telemetry, no update notice (offline, in CI).
    const run = spawnSync(process.execPath, [REDOCLY, 'lint', file, `--config=${CONFIG}`, '--format=json', '--max-problems=1000'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const json = run.stdout.slice(run.stdout.indexOf('{'));
    if (!json) throw new Error(`redocly lint printed no report (exit ${run.status}):\n${run.stderr}`);
    return problemsSchema.parse(JSON.parse(json));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('lint-openapi.ts')) {
  const { totals, problems } = lintOpenApiDescription();
  for (const problem of problems) console.log(`${problem.severity}\t${problem.ruleId}\t${problem.location[0]?.pointer ?? ''}\t${problem.message}`);
  console.log(`OpenAPI description: ${totals.errors} errors, ${totals.warnings} warnings (Redocly recommended, redocly.yaml)`);
  process.exitCode = totals.errors + totals.warnings === 0 ? 0 : 1;
}
