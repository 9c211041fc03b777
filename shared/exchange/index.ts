export * from './enums';
export * from './periods';
export * from './records';
