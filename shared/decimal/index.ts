export { decimalsOf, isPlainDecimal, parseUserDecimal, type Parsed, type ParseOptions } from './strict';
export { fromScaled, toScaled } from './scaled';
export { formatDecimal } from './display';
export { PreciseDecimal } from './precise';
