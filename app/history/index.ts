export { openHistory, type History } from './history';
export { exchangeSource } from './source';
export { storeFile } from './store';
