import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ruleNames } from './probe';

it('has a test showing each layer rule refusing an import', () => {
  const tests = readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.test.ts') && name !== 'every-rule.test.ts')
    .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'))
    .join('\n');
  expect(ruleNames().filter((rule) => !tests.includes(`'${rule}`))).toEqual([]);
});
