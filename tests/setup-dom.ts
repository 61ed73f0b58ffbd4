import '@testing-library/jest-dom/vitest';
import 'vitest-canvas-mock';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no idle time, and without requestIdleCallback the app runs idle work right after the
// current task (src/platform/when-idle.ts): the editor's warm-up of the image pipeline then starts
// loading the worker's modules, which a test file can end before they arrive (an unhandled teardown
// error). These tests never wait for idle work, so idle callbacks are taken and never run here.
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => undefined;
