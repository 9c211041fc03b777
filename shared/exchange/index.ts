export * from './enums';
export * from './records';
