/** What a child process (the browser opener, Electron) may inherit from us: never a secret. */

/** PERPDESK_API_SECRET, and anything of ours whose name says it is secret-like. */
const SECRET_LIKE = /^PERPDESK_.*(SECRET|TOKEN|PASS|KEY|CREDENTIAL)/i;

export function childEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET_LIKE.test(name)));
}
