import { runServerProcess } from './process';

await runServerProcess({ mode: 'vite' });
