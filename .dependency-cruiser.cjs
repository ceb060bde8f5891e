// The layers of src/, checked by `npm run deps` in `npm test` (decision 0013).
//
//   core  <-  http  <-  adapters/, control/  <-  the mock (src/mock/, src/*.ts, other folders)  <-  cli.ts
//   core  <-  seed/ (the scenarios' data builders)  <-  the mock
//
// Inside the mock, src/mock/ assembles the platform-neutral core (createMockCore's builder): it
// loads no adapter, no platform module and none of the package's entry files, which build on it.
//
// Inside core, lowest first (docs/design.md); a module imports from its own layer or below:
//   1  clock, ids, errors, auth, actor, model, text and the other files at core's root;
//      users/, jobs/ (what every resource uses)
//   2  schema/
//   3  records/
//   4  relationships/, lists/, tasks/, notes/, timeline/, search/, insights/
//   5  every other folder: context/, ask/, list-jobs/, compounding/, graph/, integrations/, and
//      any new one (it may build on 1-5; layer 4 may not build on it)
//   6  store.ts, cascade.ts, registration.ts (build workspaces and wire layer 4 into layer 3)
// Type-only imports are free (they vanish at run time), except out of http/: it imports nothing
// above core, not even a type. A cascade is layer 3 announcing through
// `workspace.changes` (model.ts) and layer 4 subscribed by store.ts (core/cascade.ts).
const runtime = { dependencyTypesNot: ['type-only'] }
const WIRING = '^src/core/(store|cascade|registration)\\.ts$'
const L1 = `^src/core/(?!(store|cascade|registration)\\.ts$)[^/]+\\.ts$|^src/core/(users|jobs)/`
const L2 = '^src/core/schema/'
const L3 = '^src/core/records/'
const L4 = '^src/core/(relationships|lists|tasks|notes|timeline|search|insights)/'
const L5 = '^src/core/(?!(users|jobs|schema|records|relationships|lists|tasks|notes|timeline|search|insights)/)[^/]+/'
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to, ...runtime },
})

module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment: 'No import cycle at run time anywhere in src/ (type-only imports may go both ways).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: runtime },
    },
    forbid(
      'core-is-framework-free',
      'core never imports msw, express or an OpenAPI generator',
      '^src/core/',
      '(^|/)node_modules/(msw|@mswjs|express|zod-openapi|@asteasolutions)/',
    ),
    forbid(
      'core-imports-core',
      'core imports nothing else of the package (no http, adapters, control, mock, fixtures)',
      '^src/core/',
      '^(?!src/core/)(src|fixtures|scripts|test)/',
    ),
    {
      // Types too: the HTTP layer knows nothing of the control API or the mock, not even their
      // types (a type import from there closed a 29-file type circle through http/route.ts).
      name: 'http-imports-core-and-http',
      comment: 'http builds on core only, at run time and in its types',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^(?!src/(core|http)/)(src|fixtures|scripts|test)/' },
    },
    forbid(
      'adapters-and-control-below-the-mock',
      'adapters/ and control/ build on core and http only',
      '^src/(adapters|control)/',
      '^(?!src/(core|http|adapters|control)/)(src|fixtures|scripts|test)/',
    ),
    forbid(
      'the-mock-core-is-platform-neutral',
      'src/mock/ builds on core, http, control and the seeding code; no adapter, platform module, verify or entry file',
      '^src/mock/',
      '^src/(adapters|platform|verify)/|^src/(?!documents\\.ts$)[^/]+\\.ts$',
    ),
    forbid(
      'seed-builds-on-core',
      'seed/ (scenario builders) builds on core only; the mock imports it',
      '^src/seed/',
      '^(?!src/(core|seed)/)(src|fixtures|scripts|test)/',
    ),
    {
      // Types too: its declarations must stand alone in any app, CommonJS or ESM.
      name: 'the-client-stands-alone',
      comment: 'src/client/ (context-graph-mock/client) imports nothing but itself: no package, no other module',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^(?!src/client/)' },
    },
    forbid('nothing-imports-the-cli', 'cli.ts is the top: nothing imports it', '^src/(?!cli\\.ts$)', '^src/cli\\.ts$'),
    forbid(
      'core-layer-1-imports-up',
      'core layer 1 (clock, ids, errors, auth, model, users/, jobs/) builds on nothing above it',
      L1,
      `${L2}|${L3}|${L4}|${L5}|${WIRING}`,
    ),
    forbid(
      'core-schema-imports-up',
      'schema/ (layer 2) does not import records or what builds on them; announce through workspace.changes',
      L2,
      `${L3}|${L4}|${L5}|${WIRING}`,
    ),
    forbid(
      'core-records-imports-up',
      'records/ (layer 3) does not import what hangs off records; announce through workspace.changes',
      L3,
      `${L4}|${L5}|${WIRING}`,
    ),
    forbid(
      'core-layer-4-imports-up',
      'relationships, lists, tasks, notes, timeline, search, insights (layer 4) do not import whole-graph readers or the wiring',
      L4,
      `${L5}|${WIRING}`,
    ),
    forbid('core-layer-5-imports-up', 'whole-graph readers (layer 5) do not import the wiring', L5, WIRING),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
}
