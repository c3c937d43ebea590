// First, before any module defines a zod schema (the CSP allows no eval; see the module).
import '@dating/shared/csp/zod-jitless';

// The async boundary Module Federation needs: shared singletons are negotiated before any of them
// is used (without it: RUNTIME-006).
void import('./bootstrap');
