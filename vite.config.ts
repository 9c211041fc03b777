import { defineConfig } from 'vite';

// The renderer: a static bundle that the Electron shell loads from app:// and browser mode serves itself.
export default defineConfig({
  root: 'renderer',
  base: './',
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: true,
    // One bundle loaded from disk (app:// or 127.0.0.1), never over a network: its size is no reason to split it.
    chunkSizeWarningLimit: 1500,
  },
});
