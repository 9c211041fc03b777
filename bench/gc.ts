/**
 * A full garbage collection on demand, so one side's garbage is not collected on the other side's clock.
 * `npm run bench` runs under tsx without --expose-gc; the flag can still be set at run time, and `gc` is then
 * visible in a fresh context.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
export const collectGarbage = runInNewContext('gc') as () => void;
