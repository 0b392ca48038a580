// The API's module rules (apps/api/src/modules/<module>/), so that one module can be changed without the
// others (docs/architecture.md, "Module map"). Each module's front door is its index.ts: another module
// imports only that, and an index never hands out a repository, so a table has one writer and one shape.
// A module may also publish SQL that other modules' single statements compose (the quote reads the
// experience, pincode, slot and questions in one) in its fragments.repository.ts: a second door that
// only repositories may use. The floors are api-layers.cjs: an import never runs from a lower floor up
// to a higher one. Cycles between modules are checked by apps/api/test/app/module-graph.test.ts,
// which reads the same files.
const layers = require('./api-layers.cjs');

const MODULES = '^apps/api/src/modules/';
const FRAGMENTS = 'fragments[.]repository[.]ts';
const on = (names) => `${MODULES}(${names.join('|')})/`;
const FLOORS = [layers.ground, layers.features, layers.readModels];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'only-through-index',
      comment:
        'Another module is imported through its front door (`../<module>`, its index.ts), never a file inside it.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}[^/]+/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index[.]ts$`, `${MODULES}[^/]+/${FRAGMENTS}$`],
      },
    },
    {
      name: 'app-through-index',
      comment:
        'The app around the modules (http/, app.ts, main.ts) uses a module through its front door too, as a module would.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: MODULES },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index[.]ts$` },
    },
    {
      name: 'no-other-module-repository',
      comment:
        "A module's repository is private: another module asks its service, so a table has one writer and one shape.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/.+[.]repository[.]ts$`, pathNot: [`${MODULES}$1/`, `${FRAGMENTS}$`] },
    },
    {
      name: 'fragments-only-for-repositories',
      comment:
        "A module's published SQL (fragments.repository.ts) is composed by other modules' repositories only: a service asks the module's index.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: '[.]repository[.]ts$' },
      to: { path: `${MODULES}[^/]+/${FRAGMENTS}$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'no-repository-in-index',
      comment: "A module's index hands out its services, never its repositories.",
      severity: 'error',
      from: { path: `${MODULES}[^/]+/index[.]ts$` },
      to: { path: '[.]repository[.]ts$' },
    },
    ...FLOORS.slice(0, -1).map((floor, i) => ({
      name: 'no-import-up',
      comment:
        'A floor never imports a floor above it (api-layers.cjs): the ground uses no feature, a feature no read model.',
      severity: 'error',
      from: { path: on(floor) },
      to: { path: on(FLOORS.slice(i + 1).flat()) },
    })),
    {
      name: 'every-module-on-a-floor',
      comment: 'Each module is on one floor of api-layers.cjs, so the floors rule sees it.',
      severity: 'error',
      from: { path: `${MODULES}[^/]+/`, pathNot: on(FLOORS.flat()) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/api/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
