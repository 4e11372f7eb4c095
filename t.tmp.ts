import { validateCatalog } from './src/content/validate.ts';
const t0 = performance.now();
const r = await validateCatalog('/tmp/cat10k');
console.log(r.errors.length, r.warnings.length, Math.round(performance.now() - t0), 'ms');
