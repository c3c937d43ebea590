// `npm run lint -- names`: one name per operation. A descriptor `sendMessageEndpoint` (shared/src/contracts)
// is the operation `send-message`: the api handles it in a file `send-message.ts` under api/src/routes/, and
// a remote calls it from a module `send-message.ts` in one of its api/ folders whose hook is `useSendMessage`.
// Whoever meets one of the three finds the other two by the same word (docs/adding-an-endpoint.md).
// The shell is the host, not a remote: its session, locale and push modules keep the calls they own.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { browserSources } from './browser-sources.mjs';
import { REMOTE_DIRS, ROOT } from './workspaces.mjs';

const DESCRIPTOR = /export const ([a-z][A-Za-z0-9]*)Endpoint = defineEndpoint\b/g;
/** A call of a descriptor: `api.call(x`, `.call(x`, or the query helpers `endpointQuery(api, x` / `endpointInfiniteQuery(api, x`. */
const CALL = /(?:\.\s*call|\bendpoint(?:Infinite)?Query)\(\s*(?:[\w.]+,\s*)?([a-z][A-Za-z0-9]*)Endpoint\b/g;
const IN_API_FOLDER = /^mf-[^/]+\/src\/(?:.+\/)?api\//;

/** `sendMessage` → `send-message`. */
export const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (name) => name[0].toUpperCase() + name.slice(1);
const moduleName = (file) => basename(file).replace(/\.tsx?$/, '');
const references = (text, operation) => new RegExp(`\\b${operation}Endpoint\\b`).test(text);

/**
 * What breaks the rule, one line each. `operations`: the descriptors' names without `Endpoint`;
 * `apiFiles` / `browserFiles`: `{ file, text }` of the api's route modules and of the remotes' api/ modules.
 */
export function operationNameProblems({ operations, apiFiles, browserFiles }) {
  const problems = [];
  for (const operation of operations) {
    const handlers = apiFiles.filter(({ file }) => moduleName(file) === kebab(operation));
    if (handlers.length !== 1) {
      problems.push(`${operation}Endpoint: ${handlers.length ? 'several' : 'no'} api/src/routes/…/${kebab(operation)}.ts`);
    } else if (!references(handlers[0].text, operation)) {
      problems.push(`${handlers[0].file}: does not handle ${operation}Endpoint`);
    }
  }
  const known = new Set(operations);
  for (const { file, text } of browserFiles) {
    const called = [...new Set([...text.matchAll(CALL)].map((match) => match[1]))].filter((name) => known.has(name));
    if (!called.length) continue;
    const named = called.find((operation) => moduleName(file) === kebab(operation));
    if (!named) {
      problems.push(
        `${file}: calls ${called.map((name) => `${name}Endpoint`).join(', ')}; name it ${called.map((name) => `${kebab(name)}.ts`).join(' or ')}`,
      );
      continue;
    }
    // A module without hooks (a beacon, a cache helper) needs none; one with hooks names its own. A
    // query hook may be named for what it reads, as TanStack Query's are: listPayments → usePayments.
    const hooks = [...text.matchAll(/export function (use[A-Z]\w*)/g)].map((match) => match[1]);
    const allowed = [`use${pascal(named)}`, `use${pascal(named.replace(/^(?:get|list)(?=[A-Z])/, ''))}`];
    if (hooks.length && !hooks.some((hook) => allowed.includes(hook))) {
      problems.push(`${file}: its hook is not ${[...new Set(allowed)].join(' or ')} (exports ${hooks.join(', ')})`);
    }
  }
  return problems;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

const readAll = (dir) => [...walk(join(ROOT, dir))].map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

// The rule on a tree that breaks it on purpose: a check that stopped firing would pass any repository.
const FIXTURE = {
  operations: ['sendMessage', 'listChats', 'markRead'],
  apiFiles: [
    { file: 'api/src/routes/chats/send-message.ts', text: 'route(app, sendMessageEndpoint, …)' },
    { file: 'api/src/routes/chats/chats.ts', text: 'route(app, listChatsEndpoint, …)' },
    { file: 'api/src/routes/chats/mark-read.ts', text: 'route(app, sendMessageEndpoint, …)' },
  ],
  browserFiles: [
    { file: 'mf-chat/src/api/send-message.ts', text: 'export function useSendMessage() { api.call(sendMessageEndpoint, {}) }' },
    { file: 'mf-chat/src/api/conversations.ts', text: 'endpointQuery(api, listChatsEndpoint)' },
    { file: 'mf-chat/src/api/list-chats.ts', text: 'export function useChats() { endpointQuery(api, listChatsEndpoint) }' },
    { file: 'mf-chat/src/api/mark-read.ts', text: 'export function useRead() { api.call(markReadEndpoint) }' },
  ],
};
const FIXTURE_PROBLEMS = [
  'listChatsEndpoint: no api/src/routes/…/list-chats.ts',
  'api/src/routes/chats/mark-read.ts: does not handle markReadEndpoint',
  'mf-chat/src/api/conversations.ts: calls listChatsEndpoint; name it list-chats.ts',
  'mf-chat/src/api/mark-read.ts: its hook is not useMarkRead (exports useRead)',
];

const fired = operationNameProblems(FIXTURE);
if (JSON.stringify(fired) !== JSON.stringify(FIXTURE_PROBLEMS)) {
  console.error(
    `operation-names.mjs no longer finds what its fixture breaks:\n  expected ${FIXTURE_PROBLEMS.join('\n  ')}\n  found    ${fired.join('\n  ')}`,
  );
  process.exit(1);
}

const contracts = readAll('shared/src/contracts');
const problems = operationNameProblems({
  operations: contracts.flatMap(({ text }) => [...text.matchAll(DESCRIPTOR)].map((match) => match[1])),
  apiFiles: readAll('api/src/routes'),
  browserFiles: [...browserSources(REMOTE_DIRS.map((dir) => `${dir}/src`))].filter(({ file }) => IN_API_FOLDER.test(file)),
});
if (problems.length) {
  console.error(
    `One name per operation (the descriptor, the api's route file, the remote's api/ module and hook; docs/adding-an-endpoint.md):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
