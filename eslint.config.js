// Flat ESLint config: every rule is an error, run with --max-warnings 0.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      '.test-results/**',
      'playwright-report/**',
      'src/i18n/compiled/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        {
          property: 'innerHTML',
          message: 'Never write HTML strings: build DOM nodes or use React.',
        },
        { property: 'outerHTML', message: 'Never write HTML strings.' },
        { property: 'insertAdjacentHTML', message: 'Never write HTML strings.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML.' },
      ],
    },
  },
  {
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'react/*',
            'react-dom/*',
            'lit',
            'lit/*',
            '@nanostores/react',
          ],
        },
      ],
    },
  },
  {
    // The server reaches the core only through its wire module (src/core/wire.ts): one copy of each rule.
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/*', '**/core/**', '!**/core/wire'],
              message: 'src/server imports the core only through src/core/wire.ts.',
            },
          ],
        },
      ],
    },
  },
)
