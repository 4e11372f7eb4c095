import { validateCatalog, formatProblem } from './src/content/validate.ts';
const r = await validateCatalog(process.argv[2] ?? 'content');
console.log(r.productCount, r.errors.map(formatProblem), r.warnings.map(formatProblem));
