import { config } from 'zod/v4/core';

// zod 4 decides at each z.object() whether to compile a parser with `new Function`, probing once
// whether eval is allowed. Our CSP allows no eval, so the probe, although caught, is reported as a
// CSP violation. jitless skips probe and compiler. The setting lives on globalThis, shared by every
// bundle's own copy of zod, so it must run before any module defines a schema: every browser entry
// imports this module first (the shell's entry, the remotes' standalone pages).
config({ jitless: true });
