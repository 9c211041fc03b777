export * from './enums';
export * from './periods';
export * from './records';
export * from './limits';
