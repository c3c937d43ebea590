// Types of the jest-dom matchers the UI kit tests use (the setup file registers them at run time).
/// <reference types="@testing-library/jest-dom" />
