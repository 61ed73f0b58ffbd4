/** Where the lab page's Vite dev server listens (a second webServer of the Playwright configs). */
const labPort = Number(process.env.E2E_LAB_PORT ?? 4390);
export const labURL = `http://127.0.0.1:${labPort}/tests/e2e/harness/image-lab.html`;
export const labServerCommand = `npx vite --mode lab --port ${labPort} --strictPort --host 127.0.0.1`;
