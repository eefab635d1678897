// Lint rules, including the folder boundaries of STYLE.md: browser code never imports server/.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A feature is entered through its index: another feature may import features/<name>/index.ts, never its insides.
// (Next's pages/ files import a feature's page components directly: they are the feature's other entry.)
const FEATURES = fs.readdirSync(fileURLToPath(new globalThis.URL('./features', import.meta.url)), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureZones = FEATURES.map((name) => ({
  target: `./features/${name}`,
  from: './features',
  except: [`./${name}`, ...FEATURES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Another feature is entered through its index (features/<name>/index.ts), never its internals.',
}));

export default tseslint.config(
  { ignores: ['node_modules/', '.next/', '.next-test/', '.next-*/', '.cache/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    // The import plugin needs the TypeScript parser and extensions named, or its graph rules (no-cycle) see no imports.
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./features', './components', './lib', './config', './styles'], from: './server', message: 'Browser code never imports server/.' },
            // proxy.ts runs in the server's process before every page request: the page cache and the experiment
            // signature only, no database or services.
            { target: './proxy.ts', from: './server', except: ['./page-cache', './experiments'], message: 'proxy.ts may import server/page-cache and server/experiments only.' },
            { target: ['./lib', './config', './components', './styles'], from: './features', message: 'Shared code does not depend on a feature.' },
            { target: './config', from: ['./lib', './components'], message: 'config/ holds plain data tables.' },
            { target: ['./server', './lib', './features', './components', './config'], from: './pages', message: 'Only Next imports pages/.' },
            { target: './server', from: ['./features', './components', './styles'], message: 'Server code never imports UI modules.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // lib/ is shared with the browser: no Node built-ins (server-only code lives in server/).
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'lib/ runs in the browser too: no node:* modules (server-only code belongs in server/).' }] }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', window: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', 'tests/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
