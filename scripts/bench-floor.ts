// `npm run bench:floor`: the framework floor alone, the JavaScript an empty page of this Next.js
// version loads. Run it whenever Next.js is upgraded and record the figure in bench/README.md.
import path from 'node:path';
import { measureFloor } from './bench/floor';
import { kb } from './bench/page-weight';

const floor = measureFloor(path.resolve(import.meta.dirname, '..'));
console.log(`Framework floor, Next.js ${floor.nextVersion}: ${kb(floor.jsGzip)} KB of JavaScript (gzip)`);
