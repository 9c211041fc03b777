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
  },
});
