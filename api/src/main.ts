import path from 'node:path';
import { runServerProcess } from './process';

// Bundled to dist/api/main.js; the built web app sits beside it in dist/.
await runServerProcess({ mode: 'built', distDir: path.resolve(import.meta.dirname, '..') });
