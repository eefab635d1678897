// `npm run smoke`: the app on the Node.js that runs this script, end to end in a minute or two — a production build of
// its own, `next start` on the embedded database (a fresh data directory: migrated and seeded with the demo content as
// on a user's first `npm start`), then over HTTP: health, a public page on every site of this environment, sign-up and
// sign-in, an upload whose page is rendered in the file sandbox, a search, a question to the AI tutor and a flashcard
// import. CI runs it on Node 24 through the npm registry's `node` package (issue 35), next to the machine's Node 20:
//
//   npx -y node@24 node_modules/tsx/dist/cli.mjs scripts/smoke.ts
import './load-env';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDomains } from '../config/countries/site-domains';
import { aiMessageAnswerSchema, createdAiChatSchema } from '../lib/contracts/ai';
import { flashcardImportPreviewSchema } from '../lib/contracts/flashcards';
import { knowUploadResponseSchema } from '../lib/contracts/know-creation';
import { searchKnowsResponseSchema } from '../lib/contracts/search';
import { ensureBuild } from './ensure-build';
import { startNextServer } from './next-server';
import { balancerClient, type BalancerClient } from './scale/balancer-client';
import { pollUntil } from './scale/cluster';
import { expect, signUp, uploadPng } from './scale/scenarios';

const NODE_MAJOR = process.versions.node.split('.')[0];
const DIST_DIR = `.next-smoke-node${NODE_MAJOR}`;

type Check = { name: string; run(client: BalancerClient): Promise<string> };

const CHECKS: Check[] = [
  {
    name: 'health',
    run: async (client) => {
      const health = await client.request({ path: '/api/health' });
      expect(health.status === 200, `/api/health answered ${health.status}`);
      return health.body.slice(0, 80);
    },
  },
  {
    name: 'a public page on every site',
    run: async ({ port }) => {
      const hosts = ['localhost', ...siteDomains('local').map((site) => site.domain)];
      for (const host of hosts) {
        const home = await balancerClient({ port, site: host }).request({ path: '/', headers: { accept: 'text/html' } });
        expect(home.status === 200 && /<html[^>]* lang="/.test(home.body), `the home page of ${host} answered ${home.status}`);
      }
      return `${hosts.length} sites`;
    },
  },
  {
    name: 'sign-up, sign-in, an upload, a search, the AI tutor and a flashcard import',
    run: async (client) => {
      const account = await signUp(client, 'Smoke Test');
      const signedIn = await client.request({ method: 'POST', path: '/api/auth/oauth/token', body: { email: account.email, password: account.password } });
      expect(signedIn.status === 200, `sign-in answered ${signedIn.status}: ${signedIn.body.slice(0, 200)}`);
      const token = signedIn.json<{ accessToken: string }>().accessToken;

      const uploaded = await uploadPng(client, token, 7);
      expect(uploaded.status === 201, `the upload answered ${uploaded.status}: ${uploaded.body.slice(0, 200)}`);
      const { knowUuid } = knowUploadResponseSchema.parse(uploaded.json());
      await pollUntil('the uploaded page rendered in the file sandbox', async () => {
        const draft = (await client.request({ path: `/api/v1/knows/${knowUuid}/draft`, token })).json<{ documentState: string }>();
        expect(draft.documentState !== 'FAILED', 'the uploaded page failed to render');
        return draft.documentState === 'READY' ? draft : undefined;
      }, { timeoutMs: 90_000, everyMs: 250 });

      const search = await client.request({ path: '/api/v1/knows/search?query=Photosynthese' });
      expect(search.status === 200, `search answered ${search.status}`);
      const found = searchKnowsResponseSchema.parse(search.json()).knows;
      expect(found.length > 0, 'the search for Photosynthese found none of the demo knows');

      const chat = await client.request({ method: 'POST', path: '/api/v1/ai/chats', token, body: { knowUuids: [found[0]!.uuid] } });
      expect(chat.status === 201 || chat.status === 200, `creating an AI chat answered ${chat.status}: ${chat.body.slice(0, 200)}`);
      const { chatUuid } = createdAiChatSchema.parse(chat.json());
      const answer = await client.request({ method: 'POST', path: `/api/v1/ai/chats/${chatUuid}/messages`, token, body: { text: 'Was braucht eine Pflanze für die Photosynthese?' }, timeoutMs: 60_000 });
      expect(answer.status === 200, `the AI tutor answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      const { message } = aiMessageAnswerSchema.parse(answer.json());
      expect(message.text.length > 40 && message.citations.length > 0, `the AI tutor answered without an answer from the material: ${message.text.slice(0, 200)}`);

      const imported = await client.request({ method: 'POST', path: '/api/v1/flashcards/imports', token, body: { format: 'quizlet', text: 'die Zelle\tcell\nder Zellkern\tnucleus' } });
      expect(imported.status === 200, `the flashcard import answered ${imported.status}: ${imported.body.slice(0, 200)}`);
      expect(flashcardImportPreviewSchema.parse(imported.json()).cards.length === 2, 'the flashcard import read the wrong number of cards');
      return `know ${knowUuid} rendered, ${found.length} search results, an AI answer with ${message.citations.length} citation(s), 2 cards imported`;
    },
  },
];

async function main(): Promise<number> {
  console.log(`Smoke test on Node.js ${process.version}`);
  const built = Date.now();
  if (ensureBuild(DIST_DIR, 'local', `Building into ${DIST_DIR} on Node.js ${process.version}…`) !== 0) return 1;
  console.log(`  build: ${Math.round((Date.now() - built) / 1000)} s`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-smoke-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const started = Date.now();
  const server = await startNextServer({
    distDir: DIST_DIR,
    env: { ...process.env, APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    output: log,
    // A page render waits for startup (migrations and the demo seed).
    isReady: async (port) => (await balancerClient({ port }).request({ path: '/', headers: { accept: 'text/html' } })).status === 200,
    timeoutMs: 300_000,
  }).catch((error: Error) => {
    throw new Error(`${error.message}; the server's log:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  });
  console.log(`  started (migrated and seeded): ${Math.round((Date.now() - started) / 1000)} s`);
  let failed = 0;
  try {
    const client = balancerClient({ port: server.port });
    for (const check of CHECKS) {
      const began = Date.now();
      try {
        console.log(`  ✓ ${check.name}: ${await check.run(client)} (${Date.now() - began} ms)`);
      } catch (error) {
        failed += 1;
        console.log(`  ✗ ${check.name}: ${(error as Error).message}`);
      }
    }
  } finally {
    await server.stop();
    fs.closeSync(log);
  }
  if (failed > 0) console.log(`The server's log:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(failed === 0 ? `Smoke test passed on Node.js ${process.version}` : `Smoke test: ${failed} check(s) failed on Node.js ${process.version}`);
  return failed === 0 ? 0 : 1;
}

void main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
