// The async boundary Module Federation needs: shared singletons are negotiated before any of them
// is used (without it: RUNTIME-006).
void import('./bootstrap');
