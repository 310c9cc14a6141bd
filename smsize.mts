import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  let last = { line: 1, col: 0, src: '(none)' };
  map.eachMapping((m) => {
    if (m.generatedLine === last.line) {
      bytes.set(last.src, (bytes.get(last.src) ?? 0) + (m.generatedColumn - last.col));
    }
    last = { line: m.generatedLine, col: m.generatedColumn, src: m.source ?? '(none)' };
  });
  console.log(file.split('/').pop(), code.length);
  for (const [src, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 400)) console.log('  ', n, src.replace(/.*node_modules\//, 'nm/').replace(/^\.\.\/\.\.\//, ''));
}
