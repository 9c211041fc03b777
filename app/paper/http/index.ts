/** The paper exchange's HTTP face: the server and the API keys it knows. */
export { KeyRing } from './auth';
export { createPaperServer, type ServerOptions } from './server';
