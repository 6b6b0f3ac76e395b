/**
 * The import graph's rules, checked by `npm run lint`: no file imports itself back through others, no folder
 * either (a warning until the last such pairs are untangled), and lib/ imports nothing from components/ or app/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'A file reaches itself again through its imports: move what both need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Two folders import each other: one of them should own what both use.',
      scope: 'folder',
      // Shown, not yet enforced: lib/cms and the feature folders (leads, events, privacy, crm) still import each
      // other through the collections and the Payload config.
      severity: 'warn',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-to-react',
      comment: 'lib/ imports nothing from components/ or app/: move the pure function into lib/.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|data|public|test-results|lib/cms/migrations)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
  },
}
