// Types of the jest-dom matchers the mf-account tests use (the shared setup file registers them at run time).
/// <reference types="@testing-library/jest-dom" />
