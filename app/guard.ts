/** `npm run guard`, the headless process's old name: one line to say so, then `npm run headless` itself. */
console.error('Perpdesk: `npm run guard` is now `npm run headless` (the core without a window); starting it.');
await import('./headless');

export {};
