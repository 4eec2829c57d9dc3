import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../codegen';
import { buildAppSchema } from '../api/src/schema/build-schema';
import { printAppSchema } from '../api/src/schema/print-schema';

interface GeneratedFile {
  filename: string;
  content: string;
}

const STALE = 'is stale: run `npm run generate` and commit the result';

async function formatted(file: string, source: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

describe('generated files', () => {
  it(`schema.graphql matches the type-graphql classes (else it ${STALE})`, async () => {
    const emitted = await formatted('schema.graphql', printAppSchema(await buildAppSchema()));
    expect(readFileSync('schema.graphql', 'utf8'), `schema.graphql ${STALE}`).toBe(emitted);
  });

  it(`web/src/graphql matches schema.graphql and the documents (else it ${STALE})`, async () => {
    // generate() is typed as any; with saveToFile=false it returns the files it would write.
    const outputs = (await generate({ ...codegenConfig, silent: true }, false)) as GeneratedFile[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const file = path.normalize(output.filename);
      const expected = await formatted(file, output.content);
      expect(readFileSync(file, 'utf8'), `${file} ${STALE}`).toBe(expected);
    }
  });
});
