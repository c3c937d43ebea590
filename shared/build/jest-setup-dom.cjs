require('@testing-library/jest-dom');

// findBy… and waitFor wait up to this long for what the screen shows next. A ceiling, not a measurement:
// Testing Library's 1 s default is reached by a debounced search or a chain of msw answers when the whole
// suite runs on two busy cores beside the e2e server; a screen that never gets there still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
