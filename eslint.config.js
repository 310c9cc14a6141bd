import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under client/features, so a new feature is fenced in from the day it is created. */
const features = readdirSync(new URL('client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Forbids relative imports that climb out of a folder into one of `folders`. */
function forbidClimbingInto(folders, message) {
  return ['error', { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})/`, message }] }];
}

/** A feature never imports another feature; shared/ imports neither side (style.md §1). */
const boundaries = [
  ...features.map((feature) => ({
    files: [`client/features/${feature}/**`],
    rules: {
      'no-restricted-imports': forbidClimbingInto(
        features.filter((other) => other !== feature),
        'A feature never imports another feature: compose them in a route file.',
      ),
    },
  })),
  { files: ['shared/**'], rules: { 'no-restricted-imports': forbidClimbingInto(['client', 'server'], 'shared/ imports nothing but zod.') } },
  { files: ['server/**'], rules: { 'no-restricted-imports': forbidClimbingInto(['client'], 'The server never imports client code.') } },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'client/route-tree.gen.ts', 'migrations/.snapshot-*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    // Command-line entry points talk to the person who ran them.
    files: ['scripts/**', 'server/main.ts', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', 'e2e/**', 'server/test/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  ...boundaries,
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
);
