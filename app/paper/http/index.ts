/** The paper exchange's HTTP face. */
export { createPaperServer, type ServerOptions } from './server';
