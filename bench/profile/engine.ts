/**
 * `npx tsx bench/profile/engine.ts [WORKLOAD]`: profiles our engine on one workload (mixed unless told) and
 * prints its hot spots. Only the timed part of each round is sampled, not the setup, the stream's translation or
 * the module loading that `node --cpu-prof` also records. For a view per function rather than per inlined
 * block, run it as `node --no-turbo-inlining --import tsx bench/profile/engine.ts`.
 */
import { Session } from 'node:inspector/promises';
import { collectGarbage } from '../gc';
import { secondsFor } from '../measure';
import { ours } from '../engine/ours';
import { workloads } from '../engine/workloads';
import { hotspots, type CpuProfile } from './hotspots';

const ROUNDS = 10;
const name = process.argv[2] ?? 'mixed';
const workload = workloads().find((w) => w.name === name);
if (workload === undefined) throw new Error(`no workload named ${name}`);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
const profiles: CpuProfile[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const prepared = ours.prepare(workload);
  collectGarbage();
  await session.post('Profiler.start');
  const seconds = secondsFor(prepared.run);
  const { profile } = await session.post('Profiler.stop');
  // The first round runs cold code; the others show the steady state.
  if (round > 0) profiles.push(profile);
  console.log(`round ${round + 1}: ${Math.round(workload.timed.length / seconds).toLocaleString('en-US')} ops/s`);
}
session.disconnect();
console.log(`self time, ${name}, rounds 2-${ROUNDS}:`);
for (const line of hotspots(profiles, 25)) console.log(line);
