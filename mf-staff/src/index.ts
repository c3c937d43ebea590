// The async boundary: the federation runtime must agree on the shared singletons (React, i18next,
// ...) before any module importing them runs, or it fails with RUNTIME-006.
void import('./bootstrap');
