import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// every folder of src/features is a feature: a new one is fenced the day it is made
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'bench/.out',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/sandbox/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery, '@tanstack/router': pluginRouter },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      ...pluginRouter.configs.recommended.rules,
      // Browser code never reaches the Node side (keys live there).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/sandbox/**'],
              message: 'Browser code never imports server/ or sandbox/.',
            },
          ],
        },
      ],
    },
  },
  // Imports flow one way: api, lib, components → features → routes; features do not import each other.
  ...FEATURES.map((f) => ({
    files: [`src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/sandbox/**'],
              message: 'Browser code never imports server/ or sandbox/.',
            },
            { group: ['**/routes/**'], message: 'Features do not import routes.' },
            {
              // by path, and by a sibling's relative path from the feature's own folder or one below it
              group: FEATURES.filter((o) => o !== f).flatMap((o) => [
                `**/features/${o}/**`,
                `../${o}/**`,
                `../../${o}/**`,
              ]),
              message: 'Features do not import each other: move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/sandbox/**'],
              message: 'Browser code never imports server/ or sandbox/.',
            },
            {
              group: ['**/features/**', '**/routes/**'],
              message: 'api, lib and components sit below features and routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/**/*.ts',
      'src/sandbox/**/*.ts',
      'bench/**/*.{ts,mjs}',
      'e2e/**/*.{ts,mjs}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // The server holds the keys and runs in Node: it never imports the browser's layers. Of the sandbox it uses
    // only what starts it and its fixed facts (keys, vocabulary); the operation table and price arithmetic in
    // lib/ are shared on purpose (one table for the browser's cost lines and the server's budget).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // but the pages' plans of their first reads (plain modules), which the server reads early
              group: [
                '**/api/**',
                '**/features/**',
                '!**/features/*',
                '!**/features/*/first-reads.ts',
                '**/components/**',
                '**/routes/**',
              ],
              message: 'The server never imports the browser layers.',
            },
            {
              group: [
                '**/sandbox/**',
                '!**/sandbox/server.ts',
                '!**/sandbox/keys.ts',
                '!**/sandbox/vocabulary.ts',
                '!**/sandbox/testing.ts',
              ],
              message:
                'The server reaches the sandbox only through its start (sandbox/server.ts) and fixed facts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox is written from the spec, never from the client's schemas (conventions).
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/features/**', '**/lib/**', '**/components/**'],
              message: 'The sandbox is independent of the client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/sandbox/testing.ts', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
