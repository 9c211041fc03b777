export * from './contract';
export * from './result';
export * from './transport';
export * from './values';
