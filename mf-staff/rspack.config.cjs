// Build and dev server of mf-staff, the staff console: the shared remote configuration.
const { createRemoteConfig } = require('@dating/shared/build/rspack-remote.cjs');

module.exports = createRemoteConfig({ dir: __dirname });
