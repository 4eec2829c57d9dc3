// The server process as `npm start` runs it, public pages included, for tests that spawn it:
// the production web path (static files, page cache, server rendering) over a stand-in dist/
// folder whose server bundle renders from the sources (see source-render-entry.ts).
import path from 'node:path';
import { runServerProcess } from '../../api/src/process';
import { writeStandInBuild } from './stand-in-build';

const distDir = path.resolve(process.env['DATA_DIR'] ?? 'data', 'dist');
writeStandInBuild(distDir);

await runServerProcess({ mode: 'built', distDir });
