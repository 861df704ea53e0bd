import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.PORTAL_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // The portal serves the API; Vite serves the client with hot reload.
    proxy: { '/graphql': server, '/api': server, '/uploads': server },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
