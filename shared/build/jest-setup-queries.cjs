// A remote's QueryClient (src/query-client.ts) lives as long as its module, which Jest keeps for a
// whole test file: its cache is forgotten after every test, so no test reads another test's answers.
const file = globalThis.__REMOTE_QUERY_CLIENT__;
if (file) {
  afterEach(() => {
    require(file).queryClient.clear();
  });
}
