/// <reference types="@rsbuild/core/types" />
/// <reference types="@testing-library/jest-dom/vitest" />
