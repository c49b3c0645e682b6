import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server reads it to preload each page's route chunk (docs/decisions/009).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the first load (docs/decisions/009): without groups a public page needed 11–20
        // files of 1–4 KB, and over HTTP/1.1 (6 connections) they queued in front of the page's first image.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into the entry chunk: it is all needed before any render.
            { name: 'startup', tags: ['$initial'], priority: 2 },
            // Small modules the lazy routes share (icons, query hooks, UI pieces, formatting): one chunk. Heavy or
            // private code (zod, Radix dialogs, admin, payments, lightbox) keeps its own chunks: components/form
            // (react-hook-form), components/ui/dialog-shell (Radix Dialog), components/ui/confirm-dialog (Radix AlertDialog) and lib/error-messages (the forms' error texts)
            // are left out of this group on purpose.
            {
              name: 'common',
              minShareCount: 2,
              priority: 1,
              test: /node_modules[\\/](lucide-react|@tanstack)[\\/]|src[\\/]client[\\/](components[\\/](?!form[\\/]|ui[\\/](dialog-shell|confirm-dialog))|lib[\\/](?!error-messages)|assets[\\/])|src[\\/]shared[\\/](dates|money|routes)\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
