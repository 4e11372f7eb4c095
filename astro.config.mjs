// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  site: 'https://www.topofertas.example',
  integrations: [react()],
  trailingSlash: 'ignore',
});
