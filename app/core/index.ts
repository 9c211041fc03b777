export { startCore, type Core } from './core';
export { createDispatch, type Dispatch, type Handlers } from './dispatch';
export { DEFAULT_BROWSER_PORT, LaunchError, parseLaunchOptions, takeApiSecret, USAGE, type LaunchOptions } from './launch-options';
