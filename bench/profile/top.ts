/**
 * `npx tsx bench/profile/top.ts FILE.cpuprofile... [N]`: the N functions (20 unless told) with the most self time
 * in profiles written by `node --cpu-prof`, taken together.
 */
import { readFileSync } from 'node:fs';
import { hotspots, type CpuProfile } from './hotspots';

const args = process.argv.slice(2);
const files = args.filter((a) => !/^\d+$/.test(a));
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 20);
if (files.length === 0) {
  console.error('usage: top.ts FILE.cpuprofile... [N]');
  process.exit(2);
}
const profiles = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
for (const line of hotspots(profiles, count)) console.log(line);
