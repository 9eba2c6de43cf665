// The package's entry for a page that only completes a login
// (`browser-cloud-sdk/session`): `ManagedAuthSession`, `initFlows` and the
// error classes. It never imports the client or the calls module's glue, so
// such a page's bundle holds neither. Copied into the package beside the
// glue by scripts/build-pkg.sh.
export { ManagedAuthSession } from './session.js';
export { initFlows } from './flows.js';
export * from './error-classes.js';
