// The API's module rules (apps/api/src/modules/<module>/): each module keeps its tables to itself, so
// one can be changed without the others. The imports that broke the rule when it was written down are
// listed in .dependency-cruiser-known-violations.json: `npm run lint` fails on any new one, and
// `npm run lint:modules:baseline` takes one that is gone off the list. Cycles between modules are
// checked by apps/api/test/app/module-graph.test.ts (this tool keeps no list of known ones per folder).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-other-module-repository',
      comment:
        "A module's repository is private: another module asks its service, so a table has one writer and one shape.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/.+[.]repository[.]ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/api/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
