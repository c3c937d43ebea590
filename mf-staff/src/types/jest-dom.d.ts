// Types of the jest-dom matchers the component tests use (shared/build/jest-setup-dom.cjs registers them at run time).
/// <reference types="@testing-library/jest-dom" />
