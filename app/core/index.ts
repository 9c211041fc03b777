export { startCore, type Core } from './core';
export { createDispatch, type Dispatch, type Handlers } from './dispatch';
export { LaunchError, parseLaunchOptions, USAGE, type LaunchOptions } from './launch-options';
