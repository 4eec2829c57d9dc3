// The server process as `npm start` runs it, serving only the API: tests spawn it with tsx to
// watch what a real process does on start-up and on signals.
import { runServerProcess } from '../../api/src/process';

await runServerProcess({ mode: 'none' });
